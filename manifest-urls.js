// The add-in's URLs in manifest.xml: the development server's, and their rewrite to ADDIN_URL for
// the production build. Used by webpack.config.js and by test/manifest.test.ts (apart from the
// build's config, which loads webpack and its plugins: seconds the test does not need).
const { URL } = require("node:url");

const DEV_URL = "https://localhost:3000/";
const DEFAULT_ADDIN_URL = "https://rating-officer.example/";

/** The production base URL: ADDIN_URL, absolute https, with a trailing slash. */
function productionUrl(value = process.env.ADDIN_URL) {
  const raw = value === undefined || value.trim() === "" ? DEFAULT_ADDIN_URL : value.trim();
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ADDIN_URL must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== "https:")
    throw new Error(`ADDIN_URL must use https (Office requires it), got "${raw}"`);
  if (url.search !== "" || url.hash !== "")
    throw new Error(`ADDIN_URL must not have a query or fragment: "${raw}"`);
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/** The manifest with every development URL replaced (all of them, not only the first). */
function rewriteManifest(xml, baseUrl) {
  const out = xml.split(DEV_URL).join(baseUrl);
  if (/localhost/i.test(out)) throw new Error("manifest.xml still names localhost after the URL rewrite");
  return out;
}

module.exports = { DEV_URL, DEFAULT_ADDIN_URL, productionUrl, rewriteManifest };
