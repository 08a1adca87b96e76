import type { DeviceCommandKind } from "@armada/domain";
import { DEVICE_COMMAND_SOCKET_TYPE, type DeviceCommandChange } from "@armada/domain";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { useOnReconnect, useSocketMessage } from "@/shared/realtime";

const COMMANDS_QUERY = graphql(`
  query DeviceCommands($filter: DeviceCommandsFilter!) {
    deviceCommands(filter: $filter) {
      ...EnvelopeFields
      data { id kind text status answer createdOn sentOn answeredOn expiresOn user { userId fullname } }
      pagination { total page show }
    }
  }
`);

const SEND_COMMAND = graphql(`
  mutation SendDeviceCommand($input: SendDeviceCommandInput!) {
    sendDeviceCommand(input: $input) { ...EnvelopeFields data { id status } }
  }
`);

const commandsKey = (vehicleId: number) => ["device-commands", vehicleId] as const;

/** A vehicle's commands, newest first, page by page; refetched when the socket says one of them changed. */
export function useDeviceCommands(vehicleId: number | null, page: number, show = 5) {
  const client = useQueryClient();
  const refresh = () => {
    if (vehicleId !== null) void client.invalidateQueries({ queryKey: commandsKey(vehicleId) });
  };
  useSocketMessage<DeviceCommandChange>(vehicleId === null ? null : DEVICE_COMMAND_SOCKET_TYPE, (change) => {
    if (change.vehicleId === vehicleId) refresh();
  });
  useOnReconnect(refresh);
  return useQuery({
    queryKey: [...(vehicleId === null ? [] : commandsKey(vehicleId)), page, show],
    queryFn:
      vehicleId === null
        ? skipToken
        : async ({ signal }) => {
            const result = await requestEnvelope(
              COMMANDS_QUERY,
              "deviceCommands",
              { filter: { vehicleId, pagination: { page, show } } },
              signal,
            );
            return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
          },
  });
}

export interface SendCommand {
  kind: DeviceCommandKind;
  text?: string;
  expiresInMinutes: number;
}

export function useSendDeviceCommand(vehicleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (command: SendCommand) =>
      (await requestEnvelope(SEND_COMMAND, "sendDeviceCommand", { input: { vehicleId, ...command } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: commandsKey(vehicleId) }),
  });
}
