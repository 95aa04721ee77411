import { describe, expect, it } from "vitest";
import { drawInTurn } from "~/http/render-turns.server";

function pageRequest(signal?: AbortSignal) {
  return new Request("http://localhost/annonces", { signal });
}

/** A drawing that records when it starts and ends, and finishes when `finish` is called. */
function drawing(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const draw = async () => {
    log.push(`${name} commence`);
    await done;
    log.push(`${name} fini`);
    return new Response(name);
  };
  return { draw, finish: () => finish() };
}

describe("pages drawn in turn", () => {
  it("starts a page only once the page before it is drawn, in the order they came", async () => {
    const log: string[] = [];
    const first = drawing("A", log);
    const second = drawing("B", log);
    const answers = [drawInTurn(pageRequest(), first.draw), drawInTurn(pageRequest(), second.draw)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(["A commence"]);
    first.finish();
    await answers[0];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(["A commence", "A fini", "B commence"]);
    second.finish();
    expect(await (await answers[1]!).text()).toBe("B");
  });

  it("lets the next page be drawn after one that failed", async () => {
    const failed = drawInTurn(pageRequest(), () => Promise.reject(new Error("rendu impossible")));
    const next = drawInTurn(pageRequest(), async () => new Response("suivante"));
    await expect(failed).rejects.toThrow("rendu impossible");
    expect(await (await next).text()).toBe("suivante");
  });

  it("does not draw a page whose visitor left while it waited", async () => {
    const log: string[] = [];
    const first = drawing("A", log);
    const left = new AbortController();
    const waiting = drawInTurn(pageRequest(left.signal), async () => {
      log.push("B dessinée");
      return new Response("B");
    });
    const drawn = drawInTurn(pageRequest(), first.draw);
    left.abort();
    first.finish();
    await drawn;
    expect((await waiting).status).toBe(503);
    expect(log).toEqual(["A commence", "A fini"]);
  });
});
