import {
  type CompanyTimeZone,
  clockMinutes,
  createRoutePlanInputSchema,
  DEFAULT_DETOUR_FACTOR,
  DEFAULT_LEARNED_TRAVEL,
  DEFAULT_SPEED_KMH,
  DEFAULT_TRAFFIC_FACTORS,
  FIELD_LABELS,
  type FieldError,
  type Language,
  messageFor,
  moveRoutePlanStopInputSchema,
  moveStop,
  pinStops,
  type RouteTraffic,
  routePlanIdInputSchema,
  routePlansFilterSchema,
  TIME_ZONE_ABBREVIATIONS,
  TIME_ZONE_UTC_OFFSET_MINUTES,
  trafficFactors,
  travelMatrix,
  zonedDayStart,
} from "@armada/domain";
import pLimit from "p-limit";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import {
  deliveryOrderCode,
  type FleetTaskService,
  isoTime,
  mayCreateFleetTasks,
} from "../deliveries/index.js";
import { planModel, routeTotals, stopPlaces, storedMatrix, timeRoutes, vehicleOf } from "./planModel.js";
import { requireRouteKey } from "./routeOptimizationAccess.js";
import {
  findCompanyUserIds,
  findPlan,
  findPlannableOrders,
  findPlans,
  findPlanVehicles,
  insertPlan,
  insertRoutes,
  insertStops,
  type LoadedPlan,
  setRouteTask,
  updatePlan,
  updateRoute,
  updateStop,
} from "./routePlanRepository.js";
import { solvePlan } from "./routePlanSolve.js";
import { routePlanCode, toRoutePlanSummary, toRoutePlanView } from "./routePlanView.js";
import type { TravelEstimate, TravelEstimator } from "./travelEstimate.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** An order's total of a measure over its items (measure × quantity). */
const totalOf = (
  items: readonly { quantity: number; weightKg: number; volumeM3: number }[],
  key: "weightKg" | "volumeM3",
) => items.reduce((total, item) => total + item[key] * item.quantity, 0);

function invalid(field: string, label: string, language: Language): AppError {
  const issue: FieldError = { field, message: messageFor("InvalidReference", language, { field: label }) };
  return new AppError("ValidationError", 400, {}, { issues: [issue] });
}

/** Ids of a plan's stops in the routes' order, as indexes into its stops. */
function routesOf(loaded: LoadedPlan): number[][] {
  const index = new Map(loaded.stops.map((stop, i) => [stop.id, i]));
  return loaded.routes.map((route) =>
    loaded.stops
      .filter((stop) => stop.routeId === route.id)
      .sort((a, b) => a.position - b.position)
      .map((stop) => index.get(stop.id) ?? -1),
  );
}

/** "11.40 WIB": a time of the company's zone as a fleet task's note says it. */
function clockOf(iso: string, zone: AuthUser["companyTimeZone"]) {
  const local = new Date(new Date(iso).getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * MINUTE);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(local.getUTCHours())}.${pad(local.getUTCMinutes())} ${TIME_ZONE_ABBREVIATIONS[zone]}`;
}

/** Solves that may wait behind the running one before a plan is refused with RoutePlanBusy. */
export const ROUTE_SOLVES_WAITING = 2;

/** Route plans (issue 36): solve a day's confirmed orders onto vehicles, adjust by hand, accept into fleet tasks. */
export function createRoutePlanService(db: Db, fleetTasks: FleetTaskService, travel: TravelEstimator) {
  // one solve at a time on this instance: each keeps two worker threads busy for up to a minute, and the positions,
  // sockets and other users share those cores; a few more wait their turn, beyond them a planner is told to retry
  const solves = pLimit(1);
  async function loaded(companyId: number, id: number) {
    const plan = await findPlan(db, companyId, id);
    if (!plan) throw notFound();
    return plan;
  }

  /**
   * The plan's travel facts: the planner's own detour factor and speed (MANUAL), or the learned model's / the road
   * router's matrix (kept on the plan, so a hand move is timed with the same numbers); the traffic's factors by hour
   * when asked for (the fleet's learned hours, else the default rush-hour profile).
   */
  async function travelFacts(
    companyId: number,
    zone: CompanyTimeZone,
    parsed: {
      travelEstimate?: "AUTO" | "MANUAL" | null | undefined;
      detourFactor?: number | null | undefined;
      speedKmh?: number | null | undefined;
      traffic?: boolean | null | undefined;
    },
    points: readonly { lat: number; lng: number }[],
  ) {
    const manual =
      parsed.travelEstimate === "MANUAL" ||
      (!parsed.travelEstimate && (parsed.detourFactor != null || parsed.speedKmh != null));
    let estimate: TravelEstimate;
    if (manual) {
      const rule = {
        detourFactor: parsed.detourFactor ?? DEFAULT_DETOUR_FACTOR,
        speedKmh: parsed.speedKmh ?? DEFAULT_SPEED_KMH,
      };
      estimate = {
        source: "MANUAL",
        fallback: false,
        matrix: travelMatrix(points, rule),
        // the fleet's hours still give the traffic its shape when the planner sets the speed
        model: {
          ...(parsed.traffic ? await travel.learned(companyId, zone) : DEFAULT_LEARNED_TRAVEL),
          ...rule,
        },
      };
    } else {
      estimate = await travel.estimate(companyId, zone, points);
    }
    const learnedHours = parsed.traffic ? trafficFactors(estimate.model) : null;
    const traffic: RouteTraffic = !parsed.traffic ? "OFF" : learnedHours ? "LEARNED" : "PROFILE";
    return {
      detourFactor: Math.round(estimate.model.detourFactor * 1000) / 1000,
      speedKmh: Math.round(estimate.model.speedKmh * 10) / 10,
      travelSource: estimate.source,
      travelFallback: estimate.fallback,
      travelSamples: estimate.model.samples,
      travelMatrix: manual ? null : storedMatrix(estimate.matrix),
      traffic,
      trafficFactors:
        traffic === "OFF"
          ? null
          : (learnedHours ?? [...DEFAULT_TRAFFIC_FACTORS]).map((factor) => Math.round(factor * 1000) / 1000),
    };
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireRouteKey(user, "read");
      const { status, pagination } = parseInput(routePlansFilterSchema, filter ?? {}, language);
      const { rows, total, counts } = await findPlans(db, user.companyId, {
        status: status ?? undefined,
        ...pagination,
      });
      return {
        list: rows.map(toRoutePlanSummary),
        pagination: { total, ...pagination },
        statusCounts: counts,
      };
    },

    async get(user: AuthUser, id: number) {
      requireRouteKey(user, "read");
      return toRoutePlanView(await loaded(user.companyId, id));
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireRouteKey(user, "create");
      const parsed = parseInput(createRoutePlanInputSchema, input, language);
      const { companyId } = user;
      const dayStart = zonedDayStart(parsed.day, user.companyTimeZone);
      const shiftStart = new Date(dayStart.getTime() + clockMinutes(parsed.shiftStart) * MINUTE);
      const shiftEnd = new Date(dayStart.getTime() + clockMinutes(parsed.shiftEnd) * MINUTE);

      const found = new Map(
        (
          await findPlanVehicles(
            db,
            companyId,
            parsed.vehicles.map((v) => v.vehicleId),
          )
        ).map((v) => [v.id, v]),
      );
      const vehicles = parsed.vehicles.map((chosen, index) => {
        const vehicle = found.get(chosen.vehicleId);
        if (!vehicle)
          throw invalid(
            `vehicles.${index}.vehicleId`,
            FIELD_LABELS.vehicleId?.[language] ?? "vehicleId",
            language,
          );
        return {
          ...vehicle,
          chosenDriverId: chosen.driverId ?? null,
          capacityKg: chosen.capacityKg ?? (vehicle.tonnage ? vehicle.tonnage * 1000 : null),
          capacityM3: chosen.capacityM3 ?? (vehicle.volume || null),
        };
      });
      const drivers = await findCompanyUserIds(
        db,
        companyId,
        parsed.vehicles.flatMap((v) => (v.driverId ? [v.driverId] : [])),
      );
      parsed.vehicles.forEach((chosen, index) => {
        if (chosen.driverId && !drivers.has(chosen.driverId))
          throw invalid(
            `vehicles.${index}.driverId`,
            FIELD_LABELS.driverId?.[language] ?? "driverId",
            language,
          );
      });

      const orders = await findPlannableOrders(
        db,
        companyId,
        parsed.deliveryOrderIds
          ? { ids: parsed.deliveryOrderIds }
          : { from: dayStart, to: new Date(dayStart.getTime() + DAY) },
      );
      if (parsed.deliveryOrderIds) {
        const known = new Set(orders.map((order) => order.id));
        const missing = parsed.deliveryOrderIds.find((id) => !known.has(id));
        if (missing)
          throw new AppError("DeliveryOrderNotSchedulable", 409, { code: deliveryOrderCode(missing) });
      }
      if (orders.length === 0) throw new AppError("RoutePlanNoOrders", 409);

      const stops = orders.map((order) => ({
        deliveryOrderId: order.id,
        customerName: order.customerName,
        address: order.destinationAddress,
        lat: order.destinationLat,
        lng: order.destinationLng,
        weightKg: totalOf(order.items, "weightKg"),
        volumeM3: totalOf(order.items, "volumeM3"),
        windowStart: order.deliveryWindowStart,
        windowEnd: order.deliveryWindowEnd,
        requiredSkills: order.requiredSkills,
        priority: order.priority,
      }));
      const facts = {
        depotLat: parsed.depot.lat,
        depotLng: parsed.depot.lng,
        shiftStart,
        shiftEnd,
        serviceMinutes: parsed.serviceMinutes,
        shiftStartMinute: clockMinutes(parsed.shiftStart),
        breakAfterMinutes: parsed.breaks?.afterMinutes ?? null,
        breakMinutes: parsed.breaks?.minutes ?? null,
        ...(await travelFacts(companyId, user.companyTimeZone, parsed, [parsed.depot, ...stops])),
      };
      const model = planModel(facts, stops);
      const planVehicles = vehicles.map(vehicleOf);
      // solved before the transaction: no lock is held while the workers search
      if (solves.activeCount + solves.pendingCount > ROUTE_SOLVES_WAITING)
        throw new AppError("RoutePlanBusy", 429);
      const solved = await solves(() =>
        solvePlan(
          model.stops,
          planVehicles,
          model.solveMatrix,
          model.shiftMinutes,
          parsed.timeLimitSeconds * 1000,
          { breaks: model.breaks, balance: parsed.balanceRoutes },
        ),
      );
      // a template's order on its default vehicle's route when the plan has it; that route's driver the template's
      // when the planner chose none
      const routeOf = new Map(vehicles.map((vehicle, r) => [vehicle.id, r]));
      const pins = new Map(
        orders.flatMap((order, stop) => {
          const r = order.defaultVehicleId === null ? undefined : routeOf.get(order.defaultVehicleId);
          return r === undefined ? [] : [[stop, r] as const];
        }),
      );
      const routes = pinStops(solved.routes, pins, model.matrix);
      const driverOf = (vehicle: (typeof vehicles)[number]) =>
        vehicle.chosenDriverId ??
        orders.find((order) => order.defaultVehicleId === vehicle.id && order.defaultDriverId !== null)
          ?.defaultDriverId ??
        vehicle.driverId;
      const timings = timeRoutes(model, planVehicles, routes);

      const id = await db.transaction(async (tx) => {
        const planId = await insertPlan(tx, {
          companyId,
          day: parsed.day,
          depotAddress: parsed.depot.address,
          depotGeofenceId: parsed.depot.geofenceId ?? null,
          ...facts,
          timeLimitSeconds: parsed.timeLimitSeconds,
          balanceRoutes: parsed.balanceRoutes,
          solveMs: solved.solveMs,
          createdBy: user.userId,
        });
        const routeIds = (
          await insertRoutes(
            tx,
            vehicles.map((vehicle, r) => ({
              companyId,
              routePlanId: planId,
              sequence: r + 1,
              vehicleId: vehicle.id,
              licensePlate: vehicle.licensePlate,
              driverId: driverOf(vehicle),
              capacityKg: vehicle.capacityKg,
              capacityM3: vehicle.capacityM3,
              skills: vehicle.skills,
              // biome-ignore lint/style/noNonNullAssertion: one timing per vehicle
              ...routeTotals(model, timings[r]!),
            })),
          )
        ).map((row) => row.id);
        const reasons = new Map(solved.unassigned.map((u) => [u.stop, u.reason]));
        const places = stopPlaces(model, routeIds, timings, reasons);
        await insertStops(
          tx,
          stops.map((stop, i) => ({ companyId, routePlanId: planId, ...stop, ...places[i] })),
        );
        return planId;
      });
      return toRoutePlanView(await loaded(companyId, id));
    },

    /**
     * Moves a stop to a route's position, or off its route (`routeId` null, then unassigned as removed by the
     * planner); every route's times, loads and violations are computed again.
     */
    async moveStop(user: AuthUser, input: unknown, language: Language) {
      requireRouteKey(user, "update");
      const { routePlanId, stopId, routeId, position } = parseInput(
        moveRoutePlanStopInputSchema,
        input,
        language,
      );
      await db.transaction(async (tx) => {
        const plan = await findPlan(tx, user.companyId, routePlanId, true);
        if (!plan) throw notFound();
        if (plan.plan.status !== "DRAFT") throw new AppError("RoutePlanAccepted", 409);
        const stop = plan.stops.findIndex((s) => s.id === stopId);
        const target = routeId === undefined ? null : plan.routes.findIndex((r) => r.id === routeId);
        if (stop < 0 || target === -1) throw notFound();
        const from = plan.routes.find((r) => r.id === plan.stops[stop]?.routeId);
        if ((target !== null && plan.routes[target]?.fleetTaskId) || from?.fleetTaskId)
          throw new AppError("RoutePlanAccepted", 409);

        const model = planModel(plan.plan, plan.stops);
        const vehicles = plan.routes.map(vehicleOf);
        const routes = moveStop(routesOf(plan), stop, target, position);
        const timings = timeRoutes(model, vehicles, routes);
        const reasons = new Map(
          plan.stops.flatMap((s, i) =>
            s.unassignedReason && i !== stop ? [[i, s.unassignedReason] as const] : [],
          ),
        );
        if (target === null) reasons.set(stop, "REMOVED_BY_PLANNER");
        const places = stopPlaces(
          model,
          plan.routes.map((r) => r.id),
          timings,
          reasons,
        );
        for (const [i, row] of plan.stops.entries()) {
          // biome-ignore lint/style/noNonNullAssertion: one place per stop
          await updateStop(tx, row.id, places[i]!);
        }
        for (const [r, row] of plan.routes.entries()) {
          // biome-ignore lint/style/noNonNullAssertion: one timing per route
          await updateRoute(tx, row.id, routeTotals(model, timings[r]!));
        }
        await updatePlan(tx, routePlanId, {});
      });
      return toRoutePlanView(await loaded(user.companyId, routePlanId));
    },

    /**
     * Turns each route with stops into a fleet task through the deliveries module (as a planner creating it: the
     * orders' pickups at the start of the shift, then their drops in the route's order at their planned arrival),
     * then marks the plan accepted. A route already turned into a task is skipped, so accepting again after a
     * failure finishes the rest.
     */
    async accept(user: AuthUser, input: unknown, language: Language) {
      requireRouteKey(user, "update");
      // refused before the first task, so a planner without the task key never leaves a plan half accepted
      if (!mayCreateFleetTasks(user)) throw new AppError("RoutePlanAcceptNeedsTaskKeys", 403);
      const { routePlanId } = parseInput(routePlanIdInputSchema, input, language);
      const plan = await loaded(user.companyId, routePlanId);
      if (plan.plan.status !== "DRAFT") throw new AppError("RoutePlanAccepted", 409);
      const routes = routesOf(plan);
      for (const [r, route] of plan.routes.entries()) {
        const stops = (routes[r] ?? []).flatMap((i) => plan.stops[i] ?? []);
        if (route.fleetTaskId || stops.length === 0) continue;
        if (!route.vehicleId || stops.some((stop) => stop.deliveryOrderId === null)) {
          throw new AppError("RoutePlanStale", 409);
        }
        const departure = plan.plan.shiftStart.toISOString();
        // the driver's breaks ride along in the task's note: a task's stops hold no rest
        const breaks =
          route.breaks.length > 0 && plan.plan.breakMinutes !== null
            ? ` ${messageFor("RoutePlanTaskBreakNote", language, {
                minutes: String(plan.plan.breakMinutes),
                times: route.breaks.map((rest) => clockOf(rest.start, user.companyTimeZone)).join(", "),
              })}`
            : "";
        const task = await fleetTasks.create(
          user,
          {
            vehicleId: route.vehicleId,
            driverId: route.driverId,
            departureTime: departure,
            note: messageFor("RoutePlanTaskNote", language, { plan: routePlanCode(routePlanId) }) + breaks,
            stops: [
              ...stops.map((stop) => ({
                deliveryOrderId: stop.deliveryOrderId,
                activity: "PICKUP",
                targetArrival: departure,
              })),
              ...stops.map((stop) => ({
                deliveryOrderId: stop.deliveryOrderId,
                activity: "DROP",
                targetArrival: isoTime(stop.arrival),
              })),
            ],
          },
          language,
        );
        await setRouteTask(db, route.id, task.fleetTaskId);
      }
      await updatePlan(db, routePlanId, { status: "ACCEPTED", acceptedOn: new Date() });
      return toRoutePlanView(await loaded(user.companyId, routePlanId));
    },
  };
}

export type RoutePlanService = ReturnType<typeof createRoutePlanService>;
