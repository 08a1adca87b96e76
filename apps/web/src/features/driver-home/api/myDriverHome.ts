import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { MyDriverHomeQuery } from "@/generated/graphql/graphql";
import { EnvelopeError } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export type MyDriverHome = NonNullable<MyDriverHomeQuery["myDriverHome"]["data"]>;
export type MyDriverVehicle = NonNullable<MyDriverHome["vehicle"]>;
export type MyDriverAlert = MyDriverHome["alerts"][number];
export type MyDriverScore = NonNullable<MyDriverHome["score"]>;

const HOME = graphql(`
  query MyDriverHome {
    myDriverHome {
      ...EnvelopeFields
      data {
        vehicle {
          vehicleId licensePlate hullNo vehicleTypeName link status speed latitude longitude address lastUpdate
        }
        alerts {
          rawAlertId id alertCode createdOn licensePlate address formattedAlertData isResolved isFalseAlert
          alert { descriptionIdn descriptionEng iconUrl }
        }
        score {
          driverId score finalGrade totalAlert lastSync totalDriven { distanceKm drivingSeconds }
          weeks { week distanceKm score }
        }
        scorePeriod { startDate endDate }
      }
    }
  }
`);

/** The vehicle's status moves on its own: the home asks again this often while it is open. */
const REFRESH_MS = 30_000;

/** The signed-in driver's own vehicle, alerts and score (one query for the home and its alert and score pages). */
export function useMyDriverHome() {
  return useQuery({
    queryKey: ["driver-home"],
    refetchInterval: REFRESH_MS,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest(HOME, {}, { signal });
      const result = data.myDriverHome;
      if (!result.isSuccessful || !result.data) throw new EnvelopeError(result);
      return result.data;
    },
  });
}
