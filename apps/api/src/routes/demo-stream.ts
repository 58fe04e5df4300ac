import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@sportsbook/contracts'

/**
 * The demo feed's "stream" (GET /fe-api/streams/:id): a live match tracker page that the
 * match page shows in an iframe, as operators show a provider's tracker or video player.
 * Real streams come from a provider (a URL per match); this one reads the match from our api
 * every two seconds and draws the score and clock. No video: the demo has none to send.
 */
export const demoStreamRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/fe-api/streams/:id', { schema: { params: idParamsSchema } }, (request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      // Framed by the sportsbook only; the inline script is the page's own.
      .header(
        'content-security-policy',
        "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      )
      .send(trackerPage(request.params.id)),
  )
  done()
}

function trackerPage(matchId: string): string {
  // The id passed the idParam pattern ([\w:-]), so it is safe inside the script as JSON.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Match tracker</title>
<style>
  body{margin:0;font:16px system-ui,sans-serif;background:#0b3d1f;color:#fff;display:grid;place-items:center;min-height:100vh}
  .pitch{width:min(92vw,560px);aspect-ratio:16/9;border:2px solid #ffffffaa;border-radius:8px;position:relative;display:grid;place-items:center;background:repeating-linear-gradient(90deg,#0f4d27 0 10%,#0d4522 10% 20%)}
  .pitch::after{content:"";position:absolute;left:50%;top:0;bottom:0;border-left:2px solid #ffffffaa}
  .score{position:relative;z-index:1;text-align:center;background:#000a;padding:.75rem 1.25rem;border-radius:8px}
  .teams{font-size:1rem;opacity:.9}.goals{font-size:2.5rem;font-weight:700;letter-spacing:.1em}.clock{opacity:.8}
</style></head>
<body><div class="pitch"><div class="score" aria-live="polite">
<div class="teams" id="teams"></div><div class="goals" id="goals">–</div><div class="clock" id="clock"></div>
</div></div>
<script>
const id = ${JSON.stringify(matchId)};
async function draw() {
  try {
    const response = await fetch('/api/v2/matches/' + encodeURIComponent(id));
    if (!response.ok) return;
    const match = (await response.json()).data;
    const stats = match.statistics || {};
    document.getElementById('teams').textContent = match.name;
    const score = stats.total_score;
    document.getElementById('goals').textContent = score ? score.home + ' : ' + score.away : '–';
    const clock = stats.clock;
    document.getElementById('clock').textContent = clock && clock.match_time ? clock.match_time + "'" : '';
  } catch (error) {}
}
draw();
setInterval(draw, 2000);
</script></body></html>`
}
