// The host configurations that set the CORS header Excel on the web needs on functions*.json
// (D199), copied from install/ to the root of dist/ by webpack.config.js; test/install checks
// each names the header for the three metadata files. GitHub Pages sends the header itself
// (.github/workflows/pages.yml).
module.exports = {
  apache: ".htaccess",
  nginx: "nginx.conf",
  iis: "web.config",
  azureStaticWebApps: "staticwebapp.config.json",
};
