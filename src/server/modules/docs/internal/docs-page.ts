/** The browsable API reference: Swagger UI served from this server (no CDN). */
export const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Websy API · Websy</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><main><h1 style="position:absolute;left:-9999px">Websy API</h1><div id="swagger-ui"></div></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });</script>
</body></html>`;
