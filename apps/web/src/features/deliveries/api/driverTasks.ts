import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { MyFleetTasksQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { uploadFile } from "@/shared/api/uploadFile";
import type { PhoneFix } from "../lib/phoneFix";

const MY_TASKS = graphql(`
  query MyFleetTasks {
    myFleetTasks {
      ...EnvelopeFields
      list {
        fleetTaskId code status licensePlate phoneTracking driverName departureTime startedOn endedOn stopCount note
        stops {
          stopId sequence deliveryOrderCode customerName activity address lat lng note targetArrival actualArrival
          visitStatus
        }
        stopOutcomes { stopId outcome receiverName failureReason happenedOn }
      }
      podRequirements { photo signature receiverName }
    }
  }
`);

const START = graphql(`
  mutation StartMyFleetTask($input: DriverTaskActionInput!) {
    startMyFleetTask(input: $input) { ...EnvelopeFields }
  }
`);

const END = graphql(`
  mutation EndMyFleetTask($input: DriverTaskActionInput!) {
    endMyFleetTask(input: $input) { ...EnvelopeFields }
  }
`);

const ARRIVE = graphql(`
  mutation ArriveAtStop($input: ArriveAtStopInput!) {
    arriveAtStop(input: $input) { ...EnvelopeFields }
  }
`);

const DELIVER = graphql(`
  mutation DeliverStop($input: DeliverStopInput!) {
    deliverStop(input: $input) { ...EnvelopeFields }
  }
`);

const FAIL = graphql(`
  mutation FailStop($input: FailStopInput!) {
    failStop(input: $input) { ...EnvelopeFields }
  }
`);

const REPORT_POSITIONS = graphql(`
  mutation ReportMyPositions($input: ReportMyPositionsInput!) {
    reportMyPositions(input: $input) { ...EnvelopeFields accepted }
  }
`);

export type MyFleetTasks = NonNullable<MyFleetTasksQuery["myFleetTasks"]>;
export type DriverTask = NonNullable<MyFleetTasks["list"]>[number];
export type DriverTaskStop = DriverTask["stops"][number];
export type PodRequirementsView = NonNullable<MyFleetTasks["podRequirements"]>;

export const DRIVER_TASKS_KEY = ["driver-tasks"] as const;

/** The signed-in driver's tasks of today and the POD their company requires. */
export function useMyFleetTasks() {
  return useQuery({
    queryKey: DRIVER_TASKS_KEY,
    queryFn: async ({ signal }) => {
      // the phone's clock when asked: what the driver sent after it may be missing from the answer
      const requestedAt = Date.now();
      const result = await requestEnvelope(MY_TASKS, "myFleetTasks", {}, signal);
      return { tasks: result.list ?? [], podRequirements: result.podRequirements, requestedAt };
    },
  });
}

/** What every action sends besides its own fields: its id (a replay applies once) and when the driver did it. */
interface ActionBase {
  actionId: string;
  at: string;
}

export const sendStart = (input: ActionBase & { fleetTaskId: number }) =>
  requestEnvelope(START, "startMyFleetTask", { input });
export const sendEnd = (input: ActionBase & { fleetTaskId: number }) =>
  requestEnvelope(END, "endMyFleetTask", { input });
export const sendArrive = (input: ActionBase & { stopId: number }) =>
  requestEnvelope(ARRIVE, "arriveAtStop", { input });
export const sendDeliver = (
  input: ActionBase & {
    stopId: number;
    photoUrl: string | null;
    signatureUrl: string | null;
    receiverName: string;
    notes: string;
  },
) => requestEnvelope(DELIVER, "deliverStop", { input });
export const sendFail = (input: ActionBase & { stopId: number; reason: string; note: string }) =>
  requestEnvelope(FAIL, "failStop", { input });

/** The phone's positions of the running task's vehicle; the server stores the good ones and names the bad ones. */
export const sendPositions = (input: { fleetTaskId: number; positions: PhoneFix[] }) =>
  requestEnvelope(REPORT_POSITIONS, "reportMyPositions", { input });

/** Uploads a POD image (the surat jalan's photo, the signature); answers its URL. */
export const uploadPodImage = (image: Blob) => uploadFile("/api/driver/uploads", image);
