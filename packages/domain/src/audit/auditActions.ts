/** Every user action the audit log records (issue 39), with its label in Indonesian and English. */
export const AUDIT_ACTION_LABELS = {
  "auth.sign_in": { id: "Masuk", en: "Signed in" },
  "auth.sign_in_failed": { id: "Gagal masuk", en: "Sign-in failed" },
  "auth.sign_out": { id: "Keluar", en: "Signed out" },
  "auth.session_ended": { id: "Sesi diakhiri", en: "Session ended" },
  "passkey.register": { id: "Daftarkan passkey", en: "Passkey registered" },
  "passkey.remove": { id: "Hapus passkey", en: "Passkey removed" },
  "two_factor.enable": { id: "Aktifkan aplikasi autentikator", en: "Authenticator app turned on" },
  "two_factor.disable": { id: "Nonaktifkan aplikasi autentikator", en: "Authenticator app turned off" },
  "two_factor.recovery_codes_regenerate": {
    id: "Buat ulang kode pemulihan",
    en: "Recovery codes regenerated",
  },
  "company.two_factor_required": {
    id: "Ubah kewajiban verifikasi dua langkah",
    en: "Two-step verification requirement changed",
  },
  "vehicle.create": { id: "Tambah kendaraan", en: "Vehicle created" },
  "vehicle.update": { id: "Ubah kendaraan", en: "Vehicle updated" },
  "vehicle.delete": { id: "Hapus kendaraan", en: "Vehicle deleted" },
  "alert_rule.create": { id: "Tambah aturan peringatan", en: "Alert rule created" },
  "alert_rule.update": { id: "Ubah aturan peringatan", en: "Alert rule updated" },
  "alert_rule.delete": { id: "Hapus aturan peringatan", en: "Alert rule deleted" },
  "live_link.create": { id: "Buat tautan live view", en: "Live view link created" },
  "live_link.extend": { id: "Perpanjang tautan live view", en: "Live view link extended" },
  "live_link.end": { id: "Akhiri tautan live view", en: "Live view link ended" },
  "device_command.send": { id: "Kirim perintah perangkat", en: "Device command sent" },
  "export.download": { id: "Unduh ekspor", en: "Export downloaded" },
  "scheduled_report.send": { id: "Kirim laporan terjadwal", en: "Scheduled report sent" },
  "api_key.create": { id: "Buat kunci API", en: "API key created" },
  "api_key.revoke": { id: "Cabut kunci API", en: "API key revoked" },
  "user.create": { id: "Tambah pengguna", en: "User created" },
  "user.update": { id: "Ubah pengguna", en: "User updated" },
  "user.deactivate": { id: "Nonaktifkan pengguna", en: "User deactivated" },
  "user.reactivate": { id: "Aktifkan kembali pengguna", en: "User reactivated" },
  "user.password_reset": { id: "Atur ulang kata sandi", en: "Password reset" },
  "user.password_set": { id: "Kata sandi dibuat lewat tautan", en: "Password set through a link" },
  "user.two_factor_reset": { id: "Atur ulang verifikasi dua langkah", en: "Two-step verification reset" },
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, value);
}

/** The settings page "Log Audit" and its export. */
export const AUDIT_LOG_READ_KEY = "c9a-setting-audit-log:read";
