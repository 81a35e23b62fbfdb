"""The report page's style and script: plain CSS and a few lines of JavaScript inlined
into the page, so it opens anywhere with no network and no external asset.

A page of 10,000 questions opens in Chromium in under 2 s (bench/page.py) because the
browser lays out only what is on screen: cards and the table's rows skip their layout
off screen (content-visibility), and the table's rows are a grid, as a table's rows are
laid out all at once whatever is shown; its ARIA roles keep it a table to a screen
reader."""

STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2430}
header{background:#1d2430;color:#fff;padding:16px 24px}
h1{margin:0 0 4px;font-size:20px}
.summary{display:flex;gap:24px;flex-wrap:wrap;align-items:flex-start;padding:12px 24px;
background:#fff;
border-bottom:1px solid #dde}
.summary table{border-collapse:collapse}
.summary td,.summary th{padding:2px 10px;text-align:left}
.filters{padding:12px 24px;display:flex;gap:16px;align-items:center}
main{padding:0 24px 24px}
.card{background:#fff;border:1px solid #dde;border-radius:6px;margin:12px 0;padding:12px 16px;
content-visibility:auto;contain-intrinsic-size:auto 320px}
.card h2{font-size:16px;margin:0 0 6px}
.verdict{font-weight:600;padding:1px 8px;border-radius:10px;white-space:nowrap}
.v-pass{background:#d8f3dc}
.v-answer{background:#ffe3e0}
.v-search{background:#fff1c2}
.v-document{background:#e0e7ff}
.v-no_answer,.v-no_log,.v-input_error{background:#eceff3}
.muted{color:#5b6472}
.code{font-family:monospace;font-size:12px}
mark{background:#ffe58a}
mark.quote{background:#b7f0c0;outline:1px solid #5cb85c}
mark.unsupported,mark.against{background:#ffd6d1;outline:1px solid #d9534f}
.fragment.expected{border-left-color:#5cb85c}
.missing{color:#9b1c1c}
.stale{color:#7a4b00;font-size:13px}
.owner{font-size:12px;font-weight:400;color:#5b6472}
.owners{background:#fff;border:1px solid #dde;border-radius:6px;padding:8px 16px}
.fragment{border-left:3px solid #dde;padding:2px 8px;margin:4px 0}
.answer{margin:6px 0;padding:6px 8px;background:#fafbfc;border-radius:4px}
.questions{margin:12px 0;width:100%;background:#fff;border:1px solid #dde}
.questions,.questions thead,.questions tbody{display:block}
.questions tr{display:grid;grid-template-columns:80px 100px 3fr 100px 130px 2fr 3fr}
.questions tbody tr{content-visibility:auto;contain-intrinsic-size:auto 26px}
.questions tr[hidden]{display:none}
.questions th{cursor:pointer;text-align:left;background:#eef0f4;padding:4px 8px}
.questions td{padding:3px 8px;border-top:1px solid #eef0f4;overflow-wrap:anywhere}
.questions a{color:#1d2430}
.questions th button{all:inherit;cursor:pointer}
.questions th button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
"""

SCRIPT = """
(function(){
  window.onerror=function(m){document.body.setAttribute('data-error',String(m));};
  var selects=document.querySelectorAll('.filters select');
  function apply(){
    var want={};selects.forEach(function(s){want[s.name]=s.value;});
    var shown=0;
    function fits(el){
      return (!want.verdict||el.dataset.verdict===want.verdict)
        &&(!want.label||(' '+el.dataset.labels+' ').indexOf(' '+want.label+' ')>=0)
        &&(!want.code||(' '+el.dataset.codes+' ').indexOf(' '+want.code+' ')>=0);
    }
    document.querySelectorAll('.questions tbody tr').forEach(function(row){
      var ok=fits(row);row.hidden=!ok;if(ok){shown++;}
      var card=document.getElementById(row.querySelector('a').getAttribute('href').slice(1));
      if(card){card.hidden=!ok;}
    });
    document.getElementById('shown').textContent=shown;
    document.body.setAttribute('data-shown',shown);
    var table=document.querySelector('.questions');
    if(table){  // where the first screen's table ends, for the layout test
      document.body.setAttribute('data-table-bottom',
        Math.ceil(table.getBoundingClientRect().bottom+window.scrollY));
    }
  }
  selects.forEach(function(s){s.addEventListener('change',apply);});
  document.querySelectorAll('.questions th').forEach(function(th,col){
    th.addEventListener('click',function(){
      var body=th.closest('table').tBodies[0];
      var up=th.getAttribute('aria-sort')!=='ascending';
      var rows=Array.prototype.slice.call(body.rows);
      rows.sort(function(a,b){
        var x=a.cells[col].textContent,y=b.cells[col].textContent;
        return (x<y?-1:x>y?1:0)*(up?1:-1);
      });
      rows.forEach(function(r){body.appendChild(r);});
      th.parentNode.querySelectorAll('th').forEach(function(o){o.removeAttribute('aria-sort');});
      th.setAttribute('aria-sort',up?'ascending':'descending');
    });
  });
  apply();
  var test=new URLSearchParams(location.search).get('select');
  if(test){
    var parts=test.split(':');var s=document.querySelector('select[name="'+parts[0]+'"]');
    document.body.setAttribute('data-shown-before',document.body.getAttribute('data-shown'));
    document.body.setAttribute('data-table-bottom-before',
      document.body.getAttribute('data-table-bottom'));
    s.value=parts[1];s.dispatchEvent(new Event('change'));
  }
  var sort=new URLSearchParams(location.search).get('sort');  // for the browser test
  if(sort){  // ?sort=3 sorts by the fourth column, ?sort=3d the other way round
    var head=document.querySelectorAll('.questions th button')[parseInt(sort,10)];
    head.click();if(sort.slice(-1)==='d'){head.click();}
  }
})();
"""
