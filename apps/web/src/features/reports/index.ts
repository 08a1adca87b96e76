export { ReportScopeSelect } from "./components/ReportScopeSelect";
export { RequireAnyReport } from "./components/RequireAnyReport";
