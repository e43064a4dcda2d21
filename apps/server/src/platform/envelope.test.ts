import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipOffThreadFromChars, SerializedJson } from './envelope';

/** An answer of about `chars` characters, like a busy day's search results. */
function answerOf(chars: number): SerializedJson<unknown> {
  const results = [];
  for (let i = 0; JSON.stringify(results).length < chars; i++)
    results.push({ ref: `${i}.economy`, flightNumber: `IR${i}`, seatsLeft: i % 9, price: i * 7 });
  return new SerializedJson(JSON.stringify({ departure: results, return: [] }));
}

describe('an answer written once', () => {
  it('compresses a large answer off the event loop, to exactly its envelope', async () => {
    const answer = answerOf(4 * gzipOffThreadFromChars);
    let loopTurned = false;
    setImmediate(() => {
      loopTurned = true;
    });
    const compressed = await answer.gzipped();
    // Other requests' callbacks ran while it was compressed: the event loop was not held.
    expect(loopTurned).toBe(true);
    expect(gunzipSync(compressed).toString()).toBe(answer.envelope());
  });

  it('compresses a small answer right away, to exactly its envelope', async () => {
    const answer = answerOf(4_000);
    expect(gunzipSync(await answer.gzipped()).toString()).toBe(answer.envelope());
  });

  it('compresses once, however many requests send it', async () => {
    const answer = answerOf(2 * gzipOffThreadFromChars);
    const first = answer.gzipped();
    expect(answer.gzipped()).toBe(first);
    expect(await answer.gzipped()).toBe(await first);
  });
});
