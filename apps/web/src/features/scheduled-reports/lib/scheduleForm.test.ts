import { describe, expect, it } from "vitest";
import { emptyScheduleForm, formToScheduleInput, scheduleFormIssues } from "./scheduleForm";

describe("the scheduled report form", () => {
  it("turns the fields into the schedule's input: the scope, the frequency's own day, the address lines", () => {
    const values = {
      ...emptyScheduleForm("trips"),
      name: " Perjalanan mingguan ",
      scope: "g:4",
      frequency: "MONTHLY" as const,
      monthDay: "31",
      emails: "a@contoh.co.id, b@contoh.co.id\n",
      phones: "0812-3456-7890",
    };
    expect(formToScheduleInput(values)).toMatchObject({
      name: "Perjalanan mingguan",
      weekday: null,
      monthDay: 31,
      vehicleId: null,
      vgroupId: 4,
      emails: ["a@contoh.co.id", "b@contoh.co.id"],
      phones: ["0812-3456-7890"],
    });
    expect(scheduleFormIssues(values)).toEqual({});
  });

  it("asks for a name, a file, a recipient and valid addresses", () => {
    expect(scheduleFormIssues({ ...emptyScheduleForm("trips"), formats: [] })).toEqual({
      name: "required",
      formats: "formatRequired",
      userIds: "recipientRequired",
    });
    expect(
      scheduleFormIssues({ ...emptyScheduleForm("trips"), name: "A", emails: "bukan", phones: "12" }),
    ).toEqual({ emails: "emailInvalid", phones: "phoneInvalid" });
  });
});
