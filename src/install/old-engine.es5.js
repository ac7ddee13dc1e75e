/*
 * The check of the webview, loaded by taskpane.html before the bundle (D255). taskpane.html is the
 * add-in's one shared runtime: the pane, the ribbon's commands and the custom functions' page.
 * Written in ES5 and never transpiled, so that Internet Explorer 11's engine (Trident), which
 * Office uses for an add-in with <Runtimes> where WebView2 is missing (D253), parses it; the
 * bundle, built for the hosts of package.json's browserslist (D254), does not even parse there.
 *
 * The build (src/install/old-engine.ts) writes dist/old-engine.js: `var ratingOfficerOldEngine`
 * (the words of the one message table in each language, the ids of the custom functions) and
 * then this file. Where the engine lacks what the bundle needs, the page shows the words instead
 * of a blank pane, the console says them, and every custom function answers #N/A with them.
 */
(function (global) {
  "use strict";
  var config = global.ratingOfficerOldEngine;
  // The newest syntax the bundle keeps for the browserslist's floor (ES2022: class fields, private
  // names; ?? and ?.; async arrows; spread), read by the engine's own parser.
  var SYNTAX =
    "class A { #p = 1; static s = 2; m() { return this.#p ?? A.s; } } return async () => [...[A?.s]];";
  // The newest built-ins the bundle calls (BigInt: the exact rationals; TextDecoder: the encodings).
  var GLOBALS = ["Promise", "Map", "Set", "WeakMap", "Symbol", "BigInt", "TextDecoder"];
  var METHODS = [
    ["Object", "Object", "hasOwn"],
    ["Object", "Object", "fromEntries"],
    ["Array.prototype", "Array", "flatMap"],
    ["String.prototype", "String", "matchAll"],
    ["String.prototype", "String", "replaceAll"],
  ];

  /** What the engine lacks, by name; an empty list where the bundle runs. */
  function lacks() {
    var missing = [];
    try {
      new global.Function(SYNTAX);
    } catch (e) {
      // a SyntaxError is the engine's; any other (a page's policy refusing eval) says nothing
      if (e instanceof global.SyntaxError) missing.push("ES2022");
    }
    var i;
    for (i = 0; i < GLOBALS.length; i += 1) {
      if (typeof global[GLOBALS[i]] !== "function") missing.push(GLOBALS[i]);
    }
    for (i = 0; i < METHODS.length; i += 1) {
      var owner = global[METHODS[i][1]];
      var holder = METHODS[i][0] === "Object" ? owner : owner && owner.prototype;
      if (!holder || typeof holder[METHODS[i][2]] !== "function") {
        missing.push(METHODS[i][0] + "." + METHODS[i][2]);
      }
    }
    return missing;
  }

  /** The language of the words: as the pane picks it (pickLanguage), its primary subtag or English. */
  function language(tag) {
    var primary = String(tag || "")
      .replace(/^\s+|\s+$/g, "")
      .toLowerCase()
      .split(/[-_]/)[0];
    return Object.prototype.hasOwnProperty.call(config.words, primary) ? primary : "en";
  }

  var missing = lacks();
  if (missing.length === 0) return;

  var navigatorLanguage = global.navigator && (global.navigator.language || global.navigator.userLanguage);
  var lang = language(navigatorLanguage);
  var details = missing.join(", ");

  function words() {
    return config.words[lang];
  }

  function say() {
    if (global.console && global.console.error) {
      global.console.error(words().title + ". " + words().body + " " + words().lacks + " " + details);
    }
  }

  function show() {
    var document = global.document;
    if (!document || !document.body) return;
    var box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.setAttribute("lang", lang);
    box.id = "old-engine";
    var heading = document.createElement("h1");
    heading.appendChild(document.createTextNode(words().title));
    var body = document.createElement("p");
    body.appendChild(document.createTextNode(words().body));
    var small = document.createElement("p");
    small.appendChild(document.createTextNode(words().lacks + " " + details));
    box.appendChild(heading);
    box.appendChild(body);
    box.appendChild(small);
    while (document.body.firstChild) document.body.removeChild(document.body.firstChild);
    document.body.appendChild(box);
  }

  function answer() {
    var functions = global.CustomFunctions;
    throw new functions.Error(functions.ErrorCode.notAvailable, words().cell);
  }

  /**
   * Every custom function answers #N/A with the words, read when it is called. An engine that
   * parsed the bundle has associated its functions already (deferred scripts run before
   * DOMContentLoaded): these replace them, and one the host refuses leaves the others.
   */
  function associate() {
    var functions = global.CustomFunctions;
    if (!functions || typeof functions.associate !== "function") return;
    for (var i = 0; i < config.functions.length; i += 1) {
      try {
        functions.associate(config.functions[i], answer);
      } catch (e) {
        if (global.console && global.console.error) global.console.error(e);
      }
    }
  }

  /** Office's display language, once Office is ready, as the pane takes it. */
  function followOffice() {
    var office = global.Office;
    if (!office || typeof office.onReady !== "function") return;
    office.onReady(function () {
      var display = office.context && office.context.displayLanguage;
      if (!display || language(display) === lang) return;
      lang = language(display);
      show();
    });
  }

  function start() {
    show();
    associate();
    followOffice();
  }

  global.ratingOfficerOldEngine.missing = missing;
  say();
  if (global.document && global.document.readyState === "loading") {
    global.document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})(this);
