import { can } from "@armada/domain";
import { Tabs } from "@mantine/core";
import {
  IconCar,
  IconCategory,
  IconCpu,
  IconMapPin,
  IconStack2,
  IconSteeringWheel,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { PageHeader } from "@/shared/ui/PageHeader";

export const MASTER_DATA_TABS = [
  { path: "vehicles", labelKey: "masterData.tabs.vehicles", icon: IconCar, key: "d1a-master-vehicle:read" },
  {
    path: "vehicle-types",
    labelKey: "masterData.tabs.vehicleTypes",
    icon: IconCategory,
    key: "d1a-master-vehicle:read",
  },
  {
    path: "vehicle-groups",
    labelKey: "masterData.tabs.vehicleGroups",
    icon: IconStack2,
    key: "d4a-master-vehicle-group:read",
  },
  {
    path: "devices",
    labelKey: "masterData.tabs.devices",
    icon: IconCpu,
    key: "d5a-master-device:read",
  },
  {
    path: "drivers",
    labelKey: "masterData.tabs.drivers",
    icon: IconSteeringWheel,
    key: "d2a-master-driver:read",
  },
  {
    path: "geofences",
    labelKey: "masterData.tabs.geofences",
    icon: IconMapPin,
    key: "d3a-master-geofence:read",
  },
] as const;

/** Master data: a title and tabs over the vehicle, vehicle type, vehicle group, device, driver and geofence pages. */
export function MasterDataLayout() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = MASTER_DATA_TABS.filter((tab) => can(accessKeys, tab.key));
  const active = tabs.find((tab) => pathname.includes(`/master/${tab.path}`))?.path ?? null;
  return (
    <>
      <PageHeader title={t("menu.masterData")} />
      <Tabs
        value={active}
        onChange={(value) => value && navigate(`/master/${value}`)}
        mb="md"
        keepMounted={false}
        data-testid="master-data-tabs"
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.path}
              value={tab.path}
              leftSection={<tab.icon size={16} aria-hidden />}
              data-testid={`master-tab-${tab.path}`}
            >
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}

/** /master/: the first tab the user may open. */
export function MasterDataIndex() {
  const { accessKeys } = useSession();
  const first = MASTER_DATA_TABS.find((tab) => can(accessKeys, tab.key));
  return <Navigate to={first ? `/master/${first.path}` : "/profile/"} replace />;
}
