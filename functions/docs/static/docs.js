/*
 * /api/docs: ask for a token, then start Swagger UI on /api/openapi.json with it.
 *
 * The page holds no data: the document itself needs a token, so nothing is fetched before the user
 * gives one. The token lives in this closure only (no storage, no cookie, no URL) and is added to
 * requests to this origin only. Every URL is derived from window.location, so the page works at
 * http://127.0.0.1:3000/api/docs and behind a stage prefix (https://.../dev/api/docs).
 */
(function () {
  "use strict";

  var path = window.location.pathname;
  var at = path.lastIndexOf("/api/docs");
  var prefix = at >= 0 ? path.slice(0, at) : "";
  var base = window.location.origin + prefix;
  var documentUrl = base + "/api/openapi.json";

  var form = document.getElementById("token-form");
  var input = document.getElementById("token-input");
  var errorBox = document.getElementById("token-error");
  var forget = document.getElementById("forget-token");
  var container = document.getElementById("swagger-ui");

  function sameOrigin(url) {
    try {
      return new URL(url, window.location.href).origin === window.location.origin;
    } catch (e) {
      return false;
    }
  }

  function withoutQuery(url) {
    return String(url || "").split("?")[0].split("#")[0];
  }

  function showPrompt(message) {
    container.textContent = "";
    form.hidden = false;
    forget.hidden = true;
    errorBox.textContent = message || "";
    errorBox.hidden = !message;
    input.focus();
  }

  function start(token) {
    form.hidden = true;
    errorBox.hidden = true;
    forget.hidden = false;
    var ui = window.SwaggerUIBundle({
      url: documentUrl,
      dom_id: "#swagger-ui",
      layout: "BaseLayout",
      presets: [window.SwaggerUIBundle.presets.apis],
      deepLinking: false,
      docExpansion: "list",
      filter: true,
      displayRequestDuration: true,
      persistAuthorization: false,
      queryConfigEnabled: false,
      validatorUrl: null,
      requestInterceptor: function (request) {
        if (sameOrigin(request.url)) {
          request.headers = request.headers || {};
          request.headers.Authorization = "Bearer " + token;
        }
        return request;
      },
      responseInterceptor: function (response) {
        if (withoutQuery(response.url) !== documentUrl) {
          return response;
        }
        if (response.status === 401 || response.status === 403) {
          showPrompt("The token was refused (" + response.status + "): check it and try again.");
          return response;
        }
        if (response.ok && response.text) {
          // "Try it out" calls this deployment (same origin, same stage), whatever servers the document lists.
          var doc = JSON.parse(response.text);
          doc.servers = [{ url: base, description: "this deployment" }];
          response.text = JSON.stringify(doc);
          response.data = response.text;
          response.body = doc;
          response.obj = doc;
        }
        return response;
      },
      onComplete: function () {
        ui.preauthorizeApiKey("BearerAuth", token);
      },
    });
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var token = input.value.trim().replace(/^Bearer\s+/i, "");
    input.value = "";
    if (!token) {
      showPrompt("Enter a token.");
      return;
    }
    start(token);
  });

  forget.addEventListener("click", function () {
    window.location.reload();
  });

  showPrompt("");
})();
