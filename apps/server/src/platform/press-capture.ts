import { pageAwakeEvent } from '@parvaz/domain/contracts/start-up';

/**
 * The first half of every page's boot script: until the web app has woken (hydrated), a press
 * on a control that needs its script is held, and performed once the app is awake, as Angular's
 * event replay and Google's jsaction do (docs/rendering.md, decision 014).
 *
 * - What works by itself is left to the browser: a link, a `<summary>`, a field, a label, a
 *   native `<select>`, and a form that names its `action` (a GET search, a POST the server
 *   handles).
 * - A press on any other button (or an element drawn as one), a checkbox or a radio button is
 *   stopped before the page sees it and clicked again once awake, if it is still on the page (a
 *   box ticked by the browser alone would show ticked while the app thinks it is not).
 * - A form without an `action` is the app's: sending it early is stopped (so what a person typed
 *   never goes into the address by the browser's own GET) and sent again, by the same button.
 *   So is a form with an `action` in which a press is held (the search's swap, its trip type):
 *   sent by the browser at once, it would send what the form held before that press.
 * - Enter in a list's field (a combobox) of the app's form chooses, it does not send the form:
 *   it is held and pressed again in that field once awake (a search form with an `action` is
 *   sent by the browser, as the typed text is all it needs).
 * - What is typed into a field (or chosen in a `<select>`) before waking is given to the app as
 *   an input once awake, so the app's state holds it and waking cannot empty the field. A field
 *   that has the focus is focused again first: the app did not see it being focused (an
 *   autocomplete that thinks it is not focused puts its own text back).
 *
 * The held presses are performed in the order they were made, one task apart, so each one's
 * changes are drawn before the next, and each once React has taken its element over: a part
 * under a Suspense boundary may wake a moment after the rest of the page. React marks an element
 * it has taken over with its props (`__reactProps$…`); a press whose element never gets the mark
 * (10 s) is performed anyway. The app says it is awake by setting
 * `<html data-hydrated>` and sending `pageAwakeEvent` on the document.
 *
 * Plain ES5 in a string: it runs before any module, and the content security policy names the
 * whole boot script by its hash.
 */
export const pressCaptureScript = `(function(){
var d=document,root=d.documentElement,held=[];
function awake(){return root.hasAttribute('data-hydrated')}
var pressable='button,[role=button],[role=tab],[role=switch],[role=menuitem],[role=checkbox],[role=radio]';
d.addEventListener('click',function(e){
if(awake()||!(e.target instanceof Element))return;
var box=e.target.closest('input[type=checkbox],input[type=radio]');
if(box){e.preventDefault();e.stopImmediatePropagation();held.push({press:box});return}
var b=e.target.closest(pressable),a=e.target.closest('a[href],summary,label,input,select,textarea');
if(!b||(a&&b.contains(a)))return;
if(b.type==='submit'&&b.form)return;
e.preventDefault();e.stopImmediatePropagation();held.push({press:b});
},true);
d.addEventListener('submit',function(e){
var f=e.target;
if(awake()||f.hasAttribute('action')&&!held.some(function(h){return h.press&&f.contains(h.press)}))return;
e.preventDefault();e.stopImmediatePropagation();held.push({form:f,by:e.submitter||null});
},true);
function typed(e){
var t=e.target;
if(awake()||!(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement))return;
if(t.type==='checkbox'||t.type==='radio'||t.type==='file')return;
var last=held[held.length-1];
if(last&&last.field===t)last.value=t.value;else held.push({field:t,value:t.value});
}
d.addEventListener('input',typed,true);d.addEventListener('change',typed,true);
d.addEventListener('keydown',function(e){
var t=e.target;
if(awake()||e.key!=='Enter'||!(t instanceof HTMLInputElement)||t.getAttribute('role')!=='combobox'||!t.form||t.form.hasAttribute('action'))return;
e.preventDefault();held.push({choose:t});
},true);
function give(t,value){
if(d.activeElement===t){t.blur();t.focus()}
if(t instanceof HTMLSelectElement){t.value=value;t.dispatchEvent(new Event('change',{bubbles:true}));return}
var own=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value');
t.value=value===''?' ':'';own.set.call(t,value);
t.dispatchEvent(new Event('input',{bubbles:true}));
}
function taken(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps$')===0})}
var waited=0;
function next(){
var h=held[0];if(!h)return;
var el=h.press||h.form||h.field||h.choose;
if(el.isConnected&&!taken(el)&&10000>waited){waited+=50;setTimeout(next,50);return}
held.shift();waited=0;
if(el.isConnected){
if(h.press)h.press.click();
else if(h.form)h.form.requestSubmit(h.by&&h.by.isConnected?h.by:undefined);
else if(h.field)give(h.field,h.value);
else h.choose.dispatchEvent(new KeyboardEvent('keydown',{key:'Enter',bubbles:true,cancelable:true}));
}
setTimeout(next,0);
}
function idle(){if(window.requestIdleCallback)requestIdleCallback(next,{timeout:3000});else setTimeout(next,50)}
d.addEventListener(${JSON.stringify(pageAwakeEvent)},idle,{once:true});
})();`;
