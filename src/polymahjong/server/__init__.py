"""Play in a browser: an ASGI app (``app``) with a lobby of rooms (``rooms``), a JSON WebSocket protocol
(``protocol``, docs/api/protocol.md), what each seat may be told (``public``), the connections and bots'
pace (``hub``) and a plain HTML/JS client (``static/``)."""
