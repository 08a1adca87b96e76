export { bankAccounts, companies } from "./company.tables.js";
export { COMPANY_READ, COMPANY_UPDATE } from "./companyAccess.js";
export {
  companyRequiresTwoFactor,
  isNotificationSetupCompleted,
  setCompanyRequiresTwoFactor,
} from "./companyRepository.js";
