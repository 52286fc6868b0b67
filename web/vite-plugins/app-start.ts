/**
 * How a pre-rendered page's HTML starts its app (used by pages.ts); plain string work, no Vite, so
 * its inline script is unit-tested in a DOM (app-start.test.ts).
 */

/** A script inlined in HTML ('</' escaped, so no string in it can end the element). */
export const inlineScript = (code: string) => `<script>${code.replaceAll('</', '<\\/')}</script>`;

/**
 * When a pre-rendered page downloads and starts its app. What the page shows is in its HTML, so
 * nothing the app needs is asked for before the browser has drawn it (after the next frame,
 * however long that takes on a slow phone; at once in a background tab, which draws nothing):
 * the entry and its preloads leave the HTML for a small inline script, so that the first paint,
 * and the review page's product request, have the connection to themselves. On a slow phone
 * connection 90 kB of script in flight would otherwise share the bandwidth with them (and
 * Lighthouse's simulation counts every request that finished before the paint as needed for it).
 * - after-first-paint (the review page, /login): the app downloads and starts after that paint.
 * - on-first-interaction (the landing page): it downloads after that paint but runs on the
 *   visitor's first pointer, touch, key or focus. The page is words and links, all in its HTML,
 *   and its one control that needs the app is the language menu, while the app's start-up and
 *   hydration (about 180 kB of JS) cost a phone several hundred milliseconds of main thread.
 * Either way links work as links meanwhile, and a button clicked before the app has started
 * hydrating is clicked again once it has (src/lib/hydration.ts): "Sign in with Google" tapped at
 * once still signs in.
 */
export type AppStart = 'after-first-paint' | 'on-first-interaction';

export function deferAppStart(html: string, when: AppStart, routeChunks: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('pages: no module entry script in a built page');
  const preloads: string[] = [entry[1]!, ...routeChunks];
  const withoutAppScripts = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_link, href: string) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    });
  const script =
    `(function(){var s=0,l=0,b=null,d=document;` +
    // Downloads the entry and its static imports (in parallel, as the preload links did), once.
    `function load(){if(l)return;l=1;${JSON.stringify(preloads)}.forEach(function(h){var k=d.createElement('link');` +
    `k.rel='modulepreload';k.crossOrigin='';k.href=h;d.head.appendChild(k)})}` +
    `function go(){if(s)return;s=1;load();var e=d.createElement('script');e.type='module';` +
    `e.crossOrigin='';e.src=${JSON.stringify(entry[1])};d.head.appendChild(e)}` +
    // After the next frame; at once in a background tab, which draws none (a tab that starts
    // visible and is hidden before its first frame starts the app when it is shown again).
    `function painted(f){if(d.visibilityState==='hidden')setTimeout(f,0);` +
    `else requestAnimationFrame(function(){setTimeout(f,0)})}` +
    // The last button clicked before hydration began, clicked again once hydrated.
    `addEventListener('click',function(v){if(!d.documentElement.hasAttribute('data-hydrating')` +
    `&&v.target.closest)b=v.target.closest('button')||b},true);` +
    `d.addEventListener('qr:hydrated',function(){var x=b;b=null;if(x&&x.isConnected)x.click()},{once:true});` +
    (when === 'after-first-paint'
      ? 'painted(go)'
      : 'painted(load);' +
        `${JSON.stringify(['pointerdown', 'keydown', 'touchstart', 'focusin'])}` +
        `.forEach(function(n){addEventListener(n,go,true)})`) +
    '})()';
  return withoutAppScripts.replace('</body>', `${inlineScript(script)}</body>`);
}
