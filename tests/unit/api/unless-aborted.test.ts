import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { unlessAborted } from "~/api/unless-aborted";

describe("unlessAborted", () => {
  it("gives the work's outcome and leaves no listener on the signal", async () => {
    const controller = new AbortController();
    await expect(unlessAborted(Promise.resolve("réponse"), controller.signal)).resolves.toBe("réponse");
    await expect(unlessAborted(Promise.reject(new Error("panne")), controller.signal)).rejects.toThrow("panne");
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });

  it("rejects with the signal's reason when it aborts first, or had already", async () => {
    const reason = new Error("trop long");
    const controller = new AbortController();
    const pending = unlessAborted(new Promise<never>(() => {}), controller.signal);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(unlessAborted(Promise.resolve("trop tard"), controller.signal)).rejects.toBe(reason);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});
