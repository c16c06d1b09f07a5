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
