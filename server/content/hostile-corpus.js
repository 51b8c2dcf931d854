// @ts-check
/**
 * The XSS corpus the reference content service serves: markup a compromised CMS could send, in the
 * style of the OWASP XSS filter evasion cheat sheet. Every payload, if it ever ran, calls alert(1)
 * (or loads something), so a browser test notices. No payload names an outside host: where one needs
 * a host it is store.example or protocol-relative, so nothing here can reach the network.
 */

/**
 * Payloads that run nothing, but that Chromium reports to the page's CSP as soon as any parser meets
 * them, even the inert one a sanitiser parses with, unless the app renames them first
 * (src/services/content/defuse.ts): a <base> with a usable URL (base-uri) and inline handlers in the
 * spots a renaming pass can miss (no value, after a slash, after a quoted ">", after a stray quote).
 * They are served only where a member has to open something to see them (spotlights, master classes),
 * so the browser tests of other features, which fail on any CSP report, stay about those features.
 */
export const PARSER_REPORTED = Object.freeze([
  '<base href="//store.example/">',
  '<img src=x onerror>',
  '<img src=x onerror/="alert(1)">',
  '<img title="a>b" src=x onerror=alert(1)>',
  "<a title='>' href=x onclick=alert(1)>Quoted bracket</a>",
  '<img x"y src="a>b" onerror=alert(1)>',
  '<img title=a"b src="c>d" onerror=alert(1)>',
]);

/** HTML that must never execute, load or navigate once the app renders a description or a title. */
export const HOSTILE_HTML = Object.freeze([
  // the classics, kept first: the server tests and older browser tests look for these three
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">Claim your free gift</a>',
  '<a href="  JaVaScRiPt:alert(1)">Mixed-case link</a>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">Styled paragraph</p>',
  '<form action="javascript:alert(1)"><button>Submit</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  // script tags: case, nesting, attributes, sources
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script src=//store.example/xss.js></script>',
  '<script/xss src="//store.example/xss.js"></script>',
  '<script type="text/javascript">alert(1)</script>',
  '<script>alert(String.fromCharCode(88,83,83))</script>',
  '<<script>alert(1);//<</script>',
  '<script\x0ctype="text/javascript">alert(1);</script>',
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<script>/*</script><img src=x onerror=alert(1)>*/</script>',
  // img and friends: separators, quotes, backticks, encodings
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<img/src=x/onerror=alert(1)>',
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror='alert(1)'>",
  '<img src=`x` onerror=`alert(1)`>',
  '<img src=x onerror=alert`1`>',
  '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">',
  '<img src=x onerror=&#x61;&#x6C;&#x65;&#x72;&#x74;&#x28;&#x31;&#x29;>',
  '<img src=x onerror="eval(atob(\'YWxlcnQoMSk=\'))">',
  '<img src=x onerror\n=\nalert(1)>',
  '<img src=x\tonerror=alert(1)>',
  '<img """><script>alert(1)</script>">',
  '<img src="javascript:alert(1)">',
  '<img src=jav&#x09;ascript:alert(1)>',
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<img src=x onload=alert(1) onmouseover=alert(1)>',
  '<image src=x onerror=alert(1)>',
  '<picture><source srcset="x" onerror=alert(1)><img src=x onerror=alert(1)></picture>',
  '<input type="image" src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<body background="javascript:alert(1)">',
  // links with encoded, spaced and control-character schemes
  '<a href="jav&#x09;ascript:alert(1)">Tabbed scheme</a>',
  '<a href="jav&#x0A;ascript:alert(1)">Newline scheme</a>',
  '<a href="jav&#x0D;ascript:alert(1)">Carriage return scheme</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Decimal entities</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">Hex entities</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">Padded entities</a>',
  '<a href=" &#14;  javascript:alert(1)">Control character first</a>',
  '<a href="javascript&colon;alert(1)">Named colon</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data link</a>',
  '<a href="vbscript:msgbox(1)">VBScript link</a>',
  '<a href="javascript:alert(1)" target="_self" rel="opener">Opener link</a>',
  '<a href="/ok" ping="javascript:alert(1)">Ping link</a>',
  '<area href="javascript:alert(1)" alt="Area">',
  '<a href="#" onclick="alert(1)">Click handler</a>',
  // frames, objects, embeds
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
  '<IFRAME SRC="jav&#x09;ascript:alert(1)"></IFRAME>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<object type="text/x-scriptlet" data="//store.example/xss.sct"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+">',
  '<embed src="javascript:alert(1)">',
  // forms and buttons
  '<form><button formaction="javascript:alert(1)">Send</button></form>',
  '<button formaction=javascript:alert(1)>Go</button>',
  '<input type="submit" formaction="javascript:alert(1)" value="Go">',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus></select>',
  '<textarea onfocus=alert(1) autofocus></textarea>',
  '<keygen onfocus=alert(1) autofocus>',
  '<isindex type=image src=x onerror=alert(1)>',
  // document-level tags
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGO&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPABi>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<link rel="import" href="//store.example/xss.html">',
  // CSS
  '<style>@import "javascript:alert(1)";</style>',
  '<style>@import url(//store.example/xss.css);</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="width: expression(alert(1));">Expression</div>',
  '<div style="background-image: url(javascript:alert(1))">Background</div>',
  '<div style="behavior: url(xss.htc);">Behaviour</div>',
  '<xss style="x:expr/**/ession(alert(1))">Comment-split expression</xss>',
  '<style>li {list-style-image: url("javascript:alert(1)");}</style><ul><li>Listed</li></ul>',
  // SVG and MathML namespace confusion
  // declarative shadow roots: the parser attaches them where no query selector (and, closed, no script) reaches
  '<div><template shadowrootmode="open"><a href="//store.example/shadow">Open shadow link</a><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></template>Open shadow host</div>',
  '<div><template shadowrootmode="closed"><a href="//store.example/shadow">Closed shadow link</a></template>Closed shadow host</div>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">SVG link</text></a></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgb25sb2FkPSdhbGVydCgxKScvPg==#x"/></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg></p><style><a id="</style><img src=x onerror=alert(1)>">',
  '<math><a xlink:href="javascript:alert(1)">MathML link</a></math>',
  '<math href="javascript:alert(1)">MathML href</math>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">MathML data</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>',
  // mXSS and parser differentials
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<table><td><img src=x onerror=alert(1)></td></table>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
  '<div id="1"><p title="</div><img src=x onerror=alert(1)>">Nested quote</p></div>',
  // DOM clobbering
  '<form id="x" name="cookie"><input name="attributes"></form>',
  '<img name="getElementById" src=x>',
  '<a id="config" name="config" href="https://store.example/clobbered">Clobbering link</a>',
  '<form id="defaultView"><input id="location" name="location"></form>',
  // event handlers on unusual elements
  '<details open ontoggle=alert(1)><summary>Details</summary>Opened</details>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)></audio>',
  '<marquee onstart=alert(1)>Marquee</marquee>',
  '<div onmouseover="alert(1)">Hover me</div>',
  '<body onpageshow=alert(1)>',
  '<dialog onclose=alert(1)>Closed dialog</dialog>',
  '<div popover id="p" onbeforetoggle=alert(1)>Popover</div>',
  '<x contenteditable onblur=alert(1)>Editable</x>',
  '<div draggable="true" ondragstart="alert(1)">Drag me</div>',
  // template injection and script gadgets
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  "<div ng-app>{{'a'.constructor.prototype.charAt=[].join;$eval('x=alert(1)')}}</div>",
  '<div data-bind="html: \'<img src=x onerror=alert(1)>\'">Knockout gadget</div>',
  '<div v-html="\'<img src=x onerror=alert(1)>\'">Vue gadget</div>',
  ...PARSER_REPORTED,
]);

/** URLs that must not become live links, image sources or buy-now targets. */
export const HOSTILE_URLS = Object.freeze([
  'javascript:alert(1)',
  ' JavaScript:alert(document.domain)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'JAVASCRIPT:alert(1)',
  'jav\tascript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  '   \u0000javascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>',
  'javascript://store.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+',
  'DATA:text/html,<script>alert(1)</script>',
  'data:application/javascript,alert(1)',
  'VBScript:MsgBox("1")',
  'livescript:alert(1)',
  'mocha:alert(1)',
  'x-javascript:alert(1)',
  'blob:https://store.example/4a5b6c',
  'filesystem:https://store.example/temporary/x',
  'file:///etc/passwd',
  'about:blank',
  '//store.example/protocol-relative',
  '/\\store.example/backslash',
  'https:alert(1)',
  '"><script>alert(1)</script>',
  'mailto:x@store.example?body=<script>alert(1)</script>',
]);

/** Plain-text fields (titles, alt text) that try to break out of an attribute or a text node. */
export const HOSTILE_TEXT = Object.freeze([
  '"><img src=x onerror=alert(1)>',
  "');alert(1);//",
  '" autofocus onfocus="alert(1)',
  "' onmouseover='alert(1)",
  '</h2><script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
]);

/** Every payload once: the number a test reports as tried. */
export const HOSTILE_PAYLOADS = Object.freeze([...new Set([...HOSTILE_HTML, ...HOSTILE_URLS, ...HOSTILE_TEXT])]);
export const HOSTILE_PAYLOAD_COUNT = HOSTILE_PAYLOADS.length;
