import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { DriverScoreAlertsQuery, DriverScoreFieldsFragment } from "@/generated/graphql/graphql";
import { EnvelopeError } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export type DriverScoreRow = DriverScoreFieldsFragment;
export type DriverAlertRow = NonNullable<DriverScoreAlertsQuery["AlertDetailDriverScores"]["data"]>[number];

graphql(`
  fragment DriverScoreFields on DriverScore {
    driverId driver { userId fullname isActive phoneNo } totalAlert finalGrade score lastSync
    totalDriven { distanceKm drivingSeconds }
    harshAccel harshAccelScore harshBrake harshBrakeScore sharpturn sharpturnScore overspeed overspeedScore
    exceededParkingTime exceededParkingTimeScore exceededIdleTime exceededIdleTimeScore yawn yawnScore
    distraction distractionScore smoking smokingScore phoneCalling phoneCallingScore eyeClosed eyeClosedScore
    missingFace missingFaceScore
  }
`);

const LIST = graphql(`
  query DriverScoresPage($filter: DriverScoresFilter!) {
    DriverScores(filter: $filter) {
      ...EnvelopeFields
      driverScores {
        data { ...DriverScoreFields }
        aggregation {
          averageScore averageFinalGrade totalDriver
          top10Drivers { driverId driver { fullname } score finalGrade }
          lowest10Drivers { driverId driver { fullname } score finalGrade }
        }
        pagination { total page show }
      }
    }
  }
`);

const ONE = graphql(`
  query DriverScoreDetail($filter: DriverScoreFilter!) {
    DriverScore(filter: $filter) { ...EnvelopeFields data { ...DriverScoreFields weeks { week distanceKm score } } }
  }
`);

const ALERTS = graphql(`
  query DriverScoreAlerts($filter: AlertDetailDriverScoresFilter!) {
    AlertDetailDriverScores(filter: $filter) {
      ...EnvelopeFields
      data {
        rawAlertId id alertCode behaviour createdOn vehicleId licensePlate address addressNear { name metres }
        threshold formattedAlertData cost isRead isFalseAlert mediaUrl alert { descriptionIdn descriptionEng }
      }
      pagination { total page show }
    }
  }
`);

export interface ScoresQuery {
  startDate: string;
  endDate: string;
  search: string;
  orderBy: { field: string; direction: "asc" | "desc" };
  page: number;
  show: number;
}

export function useDriverScores(query: ScoresQuery) {
  return useQuery({
    queryKey: ["driver-scores", "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest(
        LIST,
        {
          filter: {
            startDate: query.startDate,
            endDate: query.endDate,
            search: query.search.trim() || undefined,
            orderBy: query.orderBy,
            pagination: { page: query.page, show: query.show },
          },
        },
        { signal },
      );
      if (!data.DriverScores.isSuccessful || !data.DriverScores.driverScores) {
        throw new EnvelopeError(data.DriverScores);
      }
      return data.DriverScores.driverScores;
    },
  });
}

/** One driver's score of the period; null when the driver has no figure in it. */
export function useDriverScore(driverId: number, period: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: ["driver-scores", "one", driverId, period],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest(ONE, { filter: { driverId, ...period } }, { signal });
      if (data.DriverScore.errorName === "NotFound") return null;
      if (!data.DriverScore.isSuccessful) throw new EnvelopeError(data.DriverScore);
      return data.DriverScore.data ?? null;
    },
  });
}

/** One driver's behaviour alerts of the period, a page at a time. */
export function useDriverAlerts(
  driverId: number,
  period: { startDate: string; endDate: string },
  page: { page: number; show: number },
) {
  return useQuery({
    queryKey: ["driver-scores", "alerts", driverId, period, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest(
        ALERTS,
        { filter: { driverId, ...period, pagination: page } },
        { signal },
      );
      const result = data.AlertDetailDriverScores;
      if (!result.isSuccessful || !result.data || !result.pagination) throw new EnvelopeError(result);
      return { data: result.data, total: result.pagination.total };
    },
  });
}
