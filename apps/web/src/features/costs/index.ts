export { FuelCalibrationDrawer } from "./components/FuelCalibrationDrawer";
