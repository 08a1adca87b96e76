// No schema here: the web's route table imports these keys, and a zod schema built at a module's top level keeps zod
// in every chunk that imports the module.

/** The users page (Pengguna) and the list of the company's users. */
export const USER_READ_KEY = "c2a-setting-user:read";
/** Creating, editing, deactivating users, their passwords, second factor and sessions: what makes an admin. */
export const USER_MANAGE_KEY = "c2a-setting-user:update";
