/**
 * 50 hostile texts for every free-text field. Each one that ran would call `xss(<its number>)`
 * (the test exposes that function) or open an alert; shown as text, each reads exactly as typed.
 * None holds a comma, so typed lists (features, amenities, tags) keep each one whole.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script tags, in several cases.
  '<script>xss(1)</script>',
  '<SCRIPT>xss(2)</SCRIPT>',
  '<ScRiPt>alert(3)</sCrIpT>',
  '<script src=//x.invalid/4.js></script>',
  // Event handlers on images and SVG.
  '<img src=x onerror=xss(5)>',
  '<IMG SRC=x OnError=xss(6)>',
  '<img src=x onerror="alert(7)">',
  '<img/src=x/onerror=xss(8)>',
  '<svg onload=xss(9)>',
  '<svg/onload=alert(10)>',
  '<svg><script>xss(11)</script></svg>',
  // javascript: URLs, plain, mixed case and encoded.
  '<a href="javascript:xss(12)">x</a>',
  'javascript:xss(13)',
  'JaVaScRiPt:alert(14)',
  'java&#115;cript:xss(15)',
  // Breaking out of an attribute or a tag.
  '"><script>xss(16)</script>',
  "'><img src=x onerror=xss(17)>",
  '" onmouseover="xss(18)',
  "' onfocus='xss(19)' autofocus='",
  '"><svg onload=xss(20)>',
  // Template syntax of other frameworks and servers.
  "{{constructor.constructor('xss(21)')()}}",
  '{{7*7}}{{xss(22)}}',
  '${xss(23)}',
  '<%= xss(24) %>',
  // Closing the element the text sits in.
  '</textarea><script>xss(25)</script>',
  '</title><script>xss(26)</script>',
  // Frames, styles and other elements that run script.
  '<iframe srcdoc="<script>parent.xss(27)</script>">',
  '<iframe src="javascript:xss(28)">',
  '<div style="width:expression(xss(29))">',
  "<style>@import'//x.invalid/30'</style>",
  '<body onload=xss(31)>',
  '<details open ontoggle=xss(32)>',
  '<input autofocus onfocus=xss(33)>',
  '<video><source onerror=xss(34)>',
  '<math><mtext><img src=x onerror=xss(35)>',
  // Already encoded: must show as typed, never decoded into markup.
  '&lt;script&gt;xss(36)&lt;/script&gt;',
  '%3Cscript%3Exss(37)%3C/script%3E',
  '\\u003cscript\\u003exss(38)\\u003c/script\\u003e',
  '&#60;img src=x onerror=xss(39)&#62;',
  '<scr<script>ipt>xss(40)</script>',
  '<img src=x onerror=xss&#40;41&#41;>',
  // Unicode tricks: a right-to-left override, zero-width characters, a byte-order mark.
  '\u202Egnp.exe<script>xss(42)</script>',
  '<scr\u200Bipt>xss(43)</script>',
  '<\u200Bimg src=x onerror=xss(44)>',
  '\uFEFF<svg onload=xss(45)>',
  // Elements whose URLs run script.
  '<a href=" javascript:xss(46)">y</a>',
  '<object data="javascript:xss(47)">',
  '<embed src="javascript:xss(48)">',
  '<form action="javascript:xss(49)"><button>z',
  '<meta http-equiv="refresh" content="0;url=javascript:xss(50)">',
]

/** Packs payloads, joined by `separator`, into as few texts of at most `max` characters as they fit. */
export function packed(payloads: readonly string[], max: number, separator = ' ') {
  const texts: string[] = []
  for (const payload of payloads) {
    const last = texts.at(-1)
    if (last !== undefined && last.length + separator.length + payload.length <= max)
      texts[texts.length - 1] = `${last}${separator}${payload}`
    else texts.push(payload)
  }
  return texts
}

/** A payload as the API keeps it: without the invisible marks that reverse the reading direction. */
export const asStored = (payload: string) => payload.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
