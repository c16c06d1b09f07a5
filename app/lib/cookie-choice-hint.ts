// Apart from the rest of the consent code (cookie-preferences.ts): the root route renders the hint
// on every page, so this module is in every page's entry chunk, and the banner is not.

export const cookiePreferencesKey = 'cookiePreferences';

/**
 * CNIL: a consent (or a refusal) is kept 13 months at most, then asked again. Kept here rather
 * than in app.config.ts because nothing else needs it and the policy page quotes it from here.
 */
export const consentLifetimeMonths = 13;

/**
 * The inline script run before the body is painted (app/routes/__root.tsx): marks <html> with
 * `data-cookie-choice` when a choice younger than 13 months is stored, so the server-rendered
 * banner is hidden by CSS before it shows. Only a hint: after hydration `isChoiceValid` decides.
 */
export const cookieChoiceHint = `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(cookiePreferencesKey)}));var e=new Date(c.decidedAt);e.setMonth(e.getMonth()+${consentLifetimeMonths});if(e.getTime()>Date.now())document.documentElement.setAttribute("data-cookie-choice","made")}catch(_){}})()`;

/**
 * The banner's "Accepter" and "Refuser" work before its code has arrived (it is loaded after
 * hydration, decision 024): a click (or Enter, Space) on a button marked `data-cookie-early`
 * inside the server-rendered banner stores the choice as the banner would and hides it, and the
 * banner, once hydrated, finds the choice made. Without this, a choice made in the first moments
 * of a visit (a keyboard user's Tab, Tab, Enter; a slow phone) was lost and the banner stayed.
 */
export const cookieEarlyChoice = `document.addEventListener("click",function(v){var b=v.target&&v.target.closest&&v.target.closest('[data-cookie-banner="server"] [data-cookie-early]');if(!b)return;var a=b.getAttribute("data-cookie-early")==="accept";try{localStorage.setItem(${JSON.stringify(cookiePreferencesKey)},JSON.stringify({essential:true,analytics:a,marketing:a,preferences:a,decidedAt:new Date().toISOString()}))}catch(_){}document.documentElement.setAttribute("data-cookie-choice","made")},true)`;
