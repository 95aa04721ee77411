import { stat, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseAddressBlock } from "../src/import/ftp/address-blocks";
import { curlUpload, run, withFtplib, type FtpTarget } from "./support/ftp-clients";
import { contents, freePort, PASSWORD, USER, useFtpDaemon } from "./support/ftp-daemon";

/**
 * The FTP receiver's guard tried as an attacker would, against the real daemon: floods of refused
 * commands, guessing spread over addresses, slots held without logging in, the account's own control
 * files. Each attacker and the CRM have their own loopback address (decision 162).
 */

const ftp = useFtpDaemon("ftp-attacks-");
const { start, lines } = ftp;

/**
 * Python's ftplib from a loopback address of its own (127.0.0.2, 127.0.0.3…: Linux routes all of
 * 127.0.0.0/8 to the machine), so that each attacker and the CRM are separate addresses to the daemon.
 * `attempts(source, password)` logs in once over TLS and prints "ok", "refusé" or "fermé".
 */
function fromAddresses(port: number, body: string) {
  const script = `
import ftplib, ssl, socket, threading, time
context = ssl.create_default_context()
context.check_hostname = False
context.verify_mode = ssl.CERT_NONE
def attempt(source, password):
    try:
        ftp = ftplib.FTP_TLS(context=context, timeout=10, source_address=(source, 0))
        ftp.connect("127.0.0.1", ${port})
        ftp.login(${JSON.stringify(USER)}, password)
        ftp.quit()
        return "ok"
    except ftplib.error_perm as error:
        return "refusé " + str(error)[:3]
    except (EOFError, OSError, ftplib.error_temp, ftplib.error_reply) as error:
        return "fermé " + type(error).__name__
def in_parallel(jobs):
    results = [None] * len(jobs)
    def runner(index, job):
        results[index] = job()
    threads = [threading.Thread(target=runner, args=(index, job)) for index, job in enumerate(jobs)]
    for thread in threads: thread.start()
    for thread in threads: thread.join()
    return results
${body}
`;
  return run("python3", ["-c", script]).then(({ stdout }) => stdout);
}

/** A raw connection from `source`: the greeting, then what `send` gets back until the daemon closes it (or `waitMs`). */
function rawSession(port: number, source: string, send: string, waitMs: number) {
  return new Promise<{ text: string; closed: boolean; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: source });
    let text = "";
    let sent = false;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false, ms: Date.now() - started });
    }, waitMs);
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (!sent && text.includes("\r\n")) {
        sent = true;
        socket.write(send);
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closed: true, ms: Date.now() - started });
    });
  });
}

describe("a guard no stranger can turn against the agency", () => {
  const target = (port: number): FtpTarget => ({ port, user: USER, password: PASSWORD });

  it("counts none of 1,500 pipelined USER/PASS pairs in plain text on the TLS receiver, and closes that connection at the login time", async () => {
    const { options, port } = await start("flood", { loginTimeoutSeconds: 3 });
    const flood = `USER ${USER}\r\nPASS devine\r\n`.repeat(1500);
    const session = await rawSession(port, "127.0.0.2", flood, 10_000);
    expect(session.closed).toBe(true);
    // Closed at the login time (3 s; more on a loaded machine), long before the flood would have been answered.
    expect(session.ms).toBeLessThan(8000);
    expect(session.text).toMatch(/550 SSL\/TLS required/);
    // No failed login counted for it: not one line of refused logins, no ban.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines.join("\n")).not.toMatch(/identification\(s\) refusée\(s\)|bloquée/);
    // Its address may still log in, and the daemon's event log stayed small.
    await expect(fromAddresses(port, `print(attempt("127.0.0.2", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
    const { size } = await stat(path.join(options.runDir, "events.log"));
    expect(size).toBeLessThan(2 * 1024 * 1024);
  });

  it("counts no failed login for 1,500 PASS pipelined over TLS before any USER, and closes that connection at the login time", async () => {
    const { port } = await start("flood-tls", { loginTimeoutSeconds: 3 });
    const out = await fromAddresses(
      port,
      `
raw = socket.create_connection(("127.0.0.1", ${port}), timeout=10, source_address=("127.0.0.3", 0))
raw.recv(1000)
raw.sendall(b"AUTH TLS\\r\\n")
raw.recv(1000)
tls = context.wrap_socket(raw)
tls.sendall(b"PASS devine\\r\\n" * 1500)
answers = b""
started = time.time()
try:
    while True:
        chunk = tls.recv(65536)
        if not chunk: break
        answers += chunk
except (OSError, ssl.SSLError):
    pass
print(answers.count(b"\\r\\n"), round(time.time() - started, 1))
print(attempt("127.0.0.3", ${JSON.stringify(PASSWORD)}))
`,
    );
    const [answers, seconds] = out.split("\n")[0]!.split(" ").map(Number) as [number, number];
    // The daemon answered far fewer than it was sent, and closed the connection at the login time (3 s).
    expect(answers).toBeLessThan(1500);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(8);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines.join("\n")).not.toMatch(/identification\(s\) refusée\(s\)|bloquée/);
    // Not a guess: its address still logs in with the right password.
    expect(out.split("\n")[1]).toBe("ok");
  });

  it("five wrong passwords from each of four addresses at once, then one from a fifth, do not lock the CRM out, and ban a new address at its first failure", async () => {
    const { root, port } = await start("spread");
    // The CRM logged in before, from 127.0.0.1.
    await expect(fromAddresses(port, `print(attempt("127.0.0.1", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
    const out = await fromAddresses(
      port,
      `
guesses = in_parallel([lambda source=source: [attempt(source, "devine") for _ in range(5)] for source in ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]])
print(sum(len(g) for g in guesses))
print(attempt("127.0.0.6", "devine"))
`,
    );
    expect(out.split("\n")[0]).toBe("20");
    // The account's twenty-first failure opens the window, whichever address it came from: the daemon's
    // sessions write their lines in turn, and on a loaded machine the fifth address's may come before the
    // last of the four others'.
    await vi.waitFor(() => expect(lines.join("\n")).toMatch(/le compte reste ouvert/), {
      timeout: 15_000,
      interval: 100,
    });
    // From then on, a new address is banned at its first failure, and the account stays open. Bans go one
    // control command at a time and the daemon reads its socket once a second: seconds on a loaded machine.
    await expect(fromAddresses(port, `print(attempt("127.0.0.7", "devine"))`)).resolves.toBe("refusé 530\n");
    await vi.waitFor(
      () =>
        expect(lines.join("\n")).toMatch(
          /FTP 127\.0\.0\.7 : 1 identification\(s\) refusée\(s\) .*adresse inconnue du compte bloquée/,
        ),
      { timeout: 15_000, interval: 100 },
    );
    expect((await rawSession(port, "127.0.0.7", "", 3000)).text).toMatch(/^530 Acces suspendu/);
    // The CRM's address, known to the account, still logs in and delivers.
    const file = path.join(ftp.work, "spread.txt");
    await writeFile(file, "annonce");
    await curlUpload(target(port), [[file, "spread.txt"]]);
    expect(await contents(root)).toEqual({ "spread.txt": "annonce" });
    expect(lines.join("\n")).not.toMatch(/FTP 127\.0\.0\.1 : .*bloquée/);
  });

  it("never bans the CRM's named addresses (IMPORT_FTP_CRM_ADDRESSES, IPv4 and IPv6 blocks), even after twelve wrong passwords of its own", async () => {
    const { port } = await start("crm-named", {
      crmAddresses: ["127.0.0.0/30", "2001:db8::/48"].map((block) => parseAddressBlock(block)!),
    });
    const out = await fromAddresses(port, `print([attempt("127.0.0.2", "ancien-mot-de-passe") for _ in range(12)])`);
    expect(out).not.toContain("fermé");
    await expect(fromAddresses(port, `print(attempt("127.0.0.2", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
    expect(lines.join("\n")).not.toMatch(/bloquée/);
  });

  it("four addresses cannot hold the slots: twelve connections that never log in are closed within the login time, the addresses that held them banned, and the CRM gets in", async () => {
    const { port } = await start("slots", { loginTimeoutSeconds: 2 });
    const sources = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];
    const first = await Promise.all(
      sources.flatMap((source) => [0, 1, 2].map(() => rawSession(port, source, "", 8000))),
    );
    // Ten slots in all, two connections refused at once; the others closed at the login time, or by the ban
    // their address got at its second timeout.
    expect(first.every((session) => session.closed && session.ms < 6000)).toBe(true);
    const held = sources.filter((_, index) =>
      first.slice(index * 3, index * 3 + 3).some((session) => /Login timeout/.test(session.text)),
    );
    expect(held.length).toBeGreaterThanOrEqual(3);
    const second = await Promise.all(held.map((source) => rawSession(port, source, "", 3000)));
    // The second timeout of an address within 10 minutes bans it for an hour (BanOnEvent TimeoutLogin).
    expect(second.every((session) => /^530 Acces suspendu/.test(session.text) && session.ms < 3000)).toBe(true);
    await expect(fromAddresses(port, `print(attempt("127.0.0.1", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
  });

  it("keeps a port of the CRM's own (IMPORT_FTP_CRM_PORT): with every slot of the main port held by strangers, the CRM delivers there, and strangers are refused there as they connect", async () => {
    const crmPort = await freePort();
    const { root, port } = await start("reserved", {
      crmAddresses: [parseAddressBlock("127.0.0.9")!],
      crmPort,
      loginTimeoutSeconds: 6,
    });
    const sources = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];
    const holding = Promise.all(sources.flatMap((source) => [0, 1, 2].map(() => rawSession(port, source, "", 5000))));
    // Every slot of the main port held (ten, three per address): the CRM's own address gets none there.
    await vi.waitFor(async () => expect((await rawSession(port, "127.0.0.9", "", 1500)).text).not.toMatch(/^220/), {
      timeout: 4000,
      interval: 200,
    });
    // On the CRM's port, each stranger is closed at once, without a reply, before it holds a slot.
    const knocks = await Promise.all(sources.map((source) => rawSession(crmPort, source, "", 3000)));
    expect(knocks.map(({ text, closed }) => ({ text, closed }))).toEqual(
      sources.map(() => ({ text: "", closed: true })),
    );
    const out = await fromAddresses(
      crmPort,
      `
ftp = ftplib.FTP_TLS(context=context, timeout=10, source_address=("127.0.0.9", 0))
ftp.connect("127.0.0.1", ${crmPort})
ftp.login(${JSON.stringify(USER)}, ${JSON.stringify(PASSWORD)})
ftp.prot_p()
import io
ftp.storbinary("STOR annonces.txt", io.BytesIO(b"livraison du CRM"))
ftp.quit()
print("ok")
`,
    );
    expect(out).toBe("ok\n");
    expect(await contents(root)).toEqual({ "annonces.txt": "livraison du CRM" });
    await holding;
    expect(lines.join("\n")).toMatch(/FTP du CRM sur 127\.0\.0\.1:\d+, ouvert à ses seules adresses/);
    expect(lines.join("\n")).toMatch(/FTP 127\.0\.0\.9 : connexion de .* acceptée \(TLS\)/);
  });

  it("keeps its rules out of the account's reach: no .ftpaccess or other control file, no HELP before login", async () => {
    const { root, port } = await start("override");
    const before = await rawSession(port, "127.0.0.2", "HELP\r\nSITE HELP\r\n", 2000);
    expect(before.text).not.toMatch(/@|root|admin/i);
    expect(before.text).not.toMatch(/^214/m);
    const { stdout } = await withFtplib(
      target(port),
      `
tryit("ftpaccess", lambda: ftp.storbinary("STOR .ftpaccess", io.BytesIO(b"<Limit ALL>\\nAllowAll\\n</Limit>\\n")))
tryit("sub-ftpaccess", lambda: ftp.storbinary("STOR images/.ftpaccess", io.BytesIO(b"AllowAll\\n")))
tryit("message", lambda: ftp.storbinary("STOR .message", io.BytesIO(b"x")))
tryit("plain", lambda: ftp.storbinary("STOR annonce.txt", io.BytesIO(b"x")))
tryit("rename", lambda: ftp.rename("annonce.txt", ".ftpaccess"))
tryit("folder", lambda: ftp.mkd(".htaccess"))
tryit("help", lambda: ftp.sendcmd("SITE HELP"))
ftp.quit()
`,
    );
    expect(stdout).toMatch(/^ftpaccess refus 55\d$/m);
    expect(stdout).toMatch(/^sub-ftpaccess refus 55\d$/m);
    expect(stdout).toMatch(/^message refus 55\d$/m);
    expect(stdout).toMatch(/^plain ok$/m);
    expect(stdout).toMatch(/^rename refus 55\d$/m);
    expect(stdout).toMatch(/^folder refus 55\d$/m);
    expect(stdout).toMatch(/^help refus 5\d\d$/m);
    expect(await contents(root)).toEqual({ "annonce.txt": "x" });
  });
});
