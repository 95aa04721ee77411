import { execFile, execFileSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The FTP clients CRMs are built on, driven as a CRM would drive them against the site's receiver
 * over explicit TLS (its certificate self-signed): curl, lftp, Python's ftplib; basic-ftp's options.
 */

export type FtpTarget = { port: number; user: string; password: string };

export const run = promisify(execFile);

/** A self-signed certificate and its key (PEM) in `folder`. */
export function selfSignedCertificate(folder: string): { cert: string; key: string } {
  const cert = path.join(folder, "cert.pem");
  const key = path.join(folder, "key.pem");
  const subject = ["-days", "2", "-subj", "/CN=localhost"];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, ...subject], {
    stdio: "ignore",
  });
  return { cert, key };
}

/** basic-ftp's access options, over explicit TLS. */
export function basicFtpAccess(target: FtpTarget, password = target.password) {
  return {
    host: "127.0.0.1",
    port: target.port,
    user: target.user,
    password,
    secure: true,
    secureOptions: { rejectUnauthorized: false },
  };
}

/** Files under a folder, relative to it. */
export async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** curl sending each local file to its remote path, all in one command (one connection). */
export function curlUpload(target: FtpTarget, sends: [local: string, remote: string][]) {
  const pairs = sends.flatMap(([local, remote]) => ["-T", local, `ftp://127.0.0.1:${target.port}/${remote}`]);
  const options = ["--silent", "--show-error", "--ssl-reqd", "--insecure", "--ftp-create-dirs"];
  return run("curl", [...options, "--user", `${target.user}:${target.password}`, ...pairs]);
}

/** lftp mirroring a local folder to a remote one. */
export function lftpMirror(target: FtpTarget, folder: string, remote: string) {
  const commands = [
    "set ssl:verify-certificate no",
    "set ftp:ssl-force yes",
    "set ftp:ssl-protect-data yes",
    "set net:max-retries 1",
    `open -u ${target.user},${target.password} -p ${target.port} 127.0.0.1`,
    `mirror --reverse ${folder} ${remote}`,
  ];
  return run("lftp", ["-c", commands.join("; ")]);
}

/**
 * A Python script run logged in with ftplib over TLS (`ftp`, with `ftplib`, `io`, `os`, `socket`, `struct`,
 * `time`; `tryit(label, action)` prints the label with "ok", or "refus" and the answer's code).
 */
export function withFtplib(target: FtpTarget, body: string) {
  const script = `
import ftplib, ssl, io, os, socket, struct, time
context = ssl.create_default_context()
context.check_hostname = False
context.verify_mode = ssl.CERT_NONE
ftp = ftplib.FTP_TLS(context=context, timeout=20)
ftp.connect("127.0.0.1", ${target.port})
ftp.login(${JSON.stringify(target.user)}, ${JSON.stringify(target.password)})
ftp.prot_p()
def tryit(label, action):
    try:
        action()
        print(label, "ok")
    except ftplib.all_errors as error:
        print(label, "refus", str(error)[:3])
${body}
`;
  return run("python3", ["-c", script]);
}

/** ftplib sending a folder's files under a remote folder, making its folders first. */
export async function ftplibUpload(target: FtpTarget, folder: string, remote = "") {
  const files = await filesOf(folder);
  return withFtplib(
    target,
    `
made = set()
for name in ${JSON.stringify(files)}:
    parts = (${JSON.stringify(remote)} + "/" + name).strip("/").split("/")
    for depth in range(1, len(parts)):
        part = "/".join(parts[:depth])
        if part not in made:
            try:
                ftp.mkd(part)
            except ftplib.error_perm:
                pass
            made.add(part)
    with open(os.path.join(${JSON.stringify(folder)}, name), "rb") as source:
        ftp.storbinary("STOR " + "/".join(parts), source)
ftp.quit()
`,
  );
}
