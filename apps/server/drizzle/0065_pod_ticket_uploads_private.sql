ALTER TABLE "upload_owners" ADD COLUMN "platform_reads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- proofs of delivery stored before owners were recorded: private to the company whose stop outcome names them, read
-- like its fleet task (tms:read; an instant task's with its own key too)
INSERT INTO "upload_owners" ("name", "company_id", "read_key")
SELECT DISTINCT ON ("name") "name", "company_id", "read_key"
FROM (
  SELECT substring("image_url" from 14) AS "name", o."company_id", o."id",
    CASE WHEN t."is_instant" THEN 'tms:read fleet-task-instant:read' ELSE 'tms:read' END AS "read_key"
  FROM "fleet_task_stop_outcomes" o
  JOIN "fleet_tasks" t ON t."id" = o."fleet_task_id"
  CROSS JOIN LATERAL (VALUES (o."photo_url"), (o."signature_url")) AS image("image_url")
  WHERE "image_url" LIKE '/api/uploads/%'
) pod
ORDER BY "name", "id"
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- a company's ticket screenshots (the ticket's and its own replies'; the console's replies upload as the platform):
-- private to the company's ticket readers, and the platform team
INSERT INTO "upload_owners" ("name", "company_id", "read_key", "platform_reads")
SELECT DISTINCT ON ("name") "name", "company_id", 'company_ticket:read', true
FROM (
  SELECT substring(a."url" from 14) AS "name", t."company_id", t."created_on" AS "at"
  FROM "company_tickets" t
  CROSS JOIN LATERAL jsonb_array_elements_text(t."attachments") AS a("url")
  WHERE a."url" LIKE '/api/uploads/%'
  UNION ALL
  SELECT substring(a."url" from 14), t."company_id", m."created_on"
  FROM "company_ticket_messages" m
  JOIN "company_tickets" t ON t."id" = m."ticket_id"
  CROSS JOIN LATERAL jsonb_array_elements_text(m."attachments") AS a("url")
  WHERE NOT m."from_platform" AND a."url" LIKE '/api/uploads/%'
) screenshot
ORDER BY "name", "at"
ON CONFLICT ("name") DO NOTHING;
