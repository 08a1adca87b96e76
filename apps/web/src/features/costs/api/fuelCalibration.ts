import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { FuelCalibrationPointInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

graphql(`
  fragment FuelCalibrationFields on FuelCalibration {
    vehicleId licensePlate capacityLitres points { sensor litres } updatedOn
  }
`);

const GET = graphql(`
  query FuelCalibration($input: FuelCalibrationVehicleInput!) {
    fuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }
  }
`);

const SAVE = graphql(`
  mutation SaveFuelCalibration($input: FuelCalibrationInput!) {
    saveFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }
  }
`);

const DELETE = graphql(`
  mutation DeleteFuelCalibration($input: FuelCalibrationVehicleInput!) {
    deleteFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }
  }
`);

const key = (vehicleId: number) => ["costs", "calibration", vehicleId] as const;

export function useFuelCalibration(vehicleId: number) {
  return useQuery({
    queryKey: key(vehicleId),
    queryFn: async ({ signal }) =>
      (await requestEnvelope(GET, "fuelCalibration", { input: { vehicleId } }, signal)).data,
  });
}

/** Saves (points) or removes (null) a tank's table; the fuel reports read it at once. */
export function useChangeFuelCalibration(vehicleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (points: FuelCalibrationPointInput[] | null) =>
      points === null
        ? (await requestEnvelope(DELETE, "deleteFuelCalibration", { input: { vehicleId } })).data
        : (
            await requestEnvelope(SAVE, "saveFuelCalibration", {
              input: { vehicleId, calibrationPoints: points },
            })
          ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ["costs"] }),
  });
}
