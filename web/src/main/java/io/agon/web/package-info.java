/**
 * The game server of {@code agon serve} (docs/web.md): {@link io.agon.web.WebServer} (Javalin: pages, JSON API,
 * WebSocket push), {@link io.agon.web.Tables} (the hosted games, their files, the live-game limit and the bots),
 * and {@link io.agon.web.CoreSession}, the narrow seam to the rules (over the core play loop,
 * {@link io.agon.core.session.Session}, and its {@link io.agon.core.record.Replay}). It depends on core-api alone and names no game: the pages are generic
 * ES modules under {@code io/agon/web/static}, and a game may ship its own renderer as
 * {@code agon-web/renderers/GAME/render.js}.
 */
package io.agon.web;
