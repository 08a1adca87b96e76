import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { oldLiveViewRoute } from "./oldLiveViewRoute";

async function target(url: string) {
  const loader = oldLiveViewRoute.loader as (args: LoaderFunctionArgs) => Promise<Response> | Response;
  const response = await loader({ request: new Request(url), params: {}, context: {} } as LoaderFunctionArgs);
  return { status: response.status, location: response.headers.get("location") };
}

describe("the old live view", () => {
  it("redirects to the new live view keeping the query string", async () => {
    expect(await target("https://armada.example/liveview/?type=vehicle&vehicleId=7")).toEqual({
      status: 302,
      location: "/liveview-2/?type=vehicle&vehicleId=7",
    });
    expect(await target("https://armada.example/liveview/")).toEqual({
      status: 302,
      location: "/liveview-2/",
    });
    expect((await target("https://armada.example/liveview/old/page?q=%20a")).location).toBe(
      "/liveview-2/?q=%20a",
    );
  });
});
