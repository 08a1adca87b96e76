import { useLocalStorage } from "@mantine/hooks";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import {
  changeLayoutSettings,
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTINGS_STORAGE_KEY,
  type LayoutSettings,
  parseLayoutSettings,
} from "./layoutSettings";

interface LayoutSettingsValue {
  settings: LayoutSettings;
  change: (patch: Partial<LayoutSettings>) => void;
  reset: () => void;
}

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

/** Display settings of the settings right bar, kept per browser in localStorage. */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useLocalStorage<LayoutSettings>({
    key: LAYOUT_SETTINGS_STORAGE_KEY,
    defaultValue: DEFAULT_LAYOUT_SETTINGS,
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        return parseLayoutSettings(raw === undefined ? null : JSON.parse(raw));
      } catch {
        return DEFAULT_LAYOUT_SETTINGS;
      }
    },
  });
  const settings = useMemo(() => parseLayoutSettings(stored), [stored]);
  const change = useCallback(
    (patch: Partial<LayoutSettings>) =>
      setStored((current) => changeLayoutSettings(parseLayoutSettings(current), patch)),
    [setStored],
  );
  const reset = useCallback(() => setStored(DEFAULT_LAYOUT_SETTINGS), [setStored]);
  const value = useMemo(() => ({ settings, change, reset }), [settings, change, reset]);
  return <LayoutSettingsContext.Provider value={value}>{children}</LayoutSettingsContext.Provider>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error("useLayoutSettings must be used inside LayoutSettingsProvider");
  return value;
}
