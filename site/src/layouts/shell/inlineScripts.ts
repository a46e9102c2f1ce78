import { createHash } from 'node:crypto'

import { CONSENT_COOKIE } from '@site/lib/consent'

/**
 * The few scripts that must run while the page is parsed, before any module script: written into
 * the page as they are here, with their hashes added to every page's script policy (astro.config.mjs;
 * Astro hashes the scripts it bundles, not `is:inline` ones). One text, so page and policy agree.
 */

/** Placed first in <head>: notes the scripts that fail to load, islands that fail to hydrate and unhandled rejections (see lib/appErrors.ts). */
export const FAILURE_RECORDER_SCRIPT = `window.__appFailures = []
addEventListener('error', function (event) {
  var target = event.target
  if (target instanceof HTMLScriptElement && target.src) window.__appFailures.push({ failure: { kind: 'script', url: target.src } })
  if (target instanceof HTMLLinkElement && target.rel === 'modulepreload') window.__appFailures.push({ failure: { kind: 'script', url: target.href } })
}, true)
addEventListener('astro:hydration-error', function (event) {
  var error = event.detail && event.detail.error
  window.__appFailures.push({ failure: { kind: 'island', componentUrl: String(event.detail && event.detail.componentUrl), message: error && error.message ? error.message : String(error) }, element: event.target })
})
addEventListener('unhandledrejection', function (event) {
  var reason = event.reason
  window.__appFailures.push({ failure: { kind: 'rejection', message: reason && reason.message ? reason.message : String(reason) } })
})`

/**
 * Right after the cookie banner: shows it to a visitor who has not answered yet with the page's
 * first paint, not once the banner's module script has loaded (on a list page its text is the
 * largest paint). That script does the rest.
 */
export const CONSENT_GATE_SCRIPT = `(function () {
  var banner = document.querySelector('[data-consent-banner]')
  var answered = document.cookie.split('; ').some(function (pair) { return pair.indexOf('${CONSENT_COOKIE}=') === 0 })
  if (banner && !answered) banner.hidden = false
})()`

/** The scripts' hashes for the Content-Security-Policy's script-src. */
export const INLINE_SCRIPT_HASHES = [FAILURE_RECORDER_SCRIPT, CONSENT_GATE_SCRIPT].map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}` as const)
