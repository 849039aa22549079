/**
 * The browsable API reference: Swagger UI served from this server (no CDN). "Authorize" takes an
 * API token (bearerAuth) and "Try it out" sends a call with it (decision 0055): the token stays in
 * the page's memory only (persistAuthorization off: nothing in web storage), and a call that
 * carries it is sent without the session cookie, which the server would refuse beside a token.
 */
export const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Websy API · Websy</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><main><h1 style="position:absolute;left:-9999px">Websy API</h1><div id="swagger-ui"></div></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', tryItOutEnabled: true, persistAuthorization: false, requestInterceptor: function (req) { var h = req.headers || {}; if (h.Authorization || h.authorization) req.credentials = 'omit'; return req; } });</script>
</body></html>`;
