/** Signs `username` in on the bench's server as the web app does; its session cookie (`name=value`). */
export async function benchLogin(httpPort: number, username: string, password: string) {
  const response = await fetch(`http://127.0.0.1:${httpPort}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-armada-client": "web" },
    body: JSON.stringify({ username, password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookie;
}
