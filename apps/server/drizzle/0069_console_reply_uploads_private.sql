-- the platform console's ticket replies' images, stored through the console's public route before it had a ticket
-- reply route: private to the ticket's company's ticket readers and the platform team, unless an announcement or a
-- banner shows the same file (those stay readable by every signed-in user); a file already owned keeps its owner, and
-- a file in several tickets' replies goes to the first reply's company
INSERT INTO "upload_owners" ("name", "company_id", "read_key", "platform_reads")
SELECT DISTINCT ON (substring(a."url" from 14)) substring(a."url" from 14), t."company_id", 'company_ticket:read', true
FROM "company_ticket_messages" m
JOIN "company_tickets" t ON t."id" = m."ticket_id"
CROSS JOIN LATERAL jsonb_array_elements_text(m."attachments") AS a("url")
WHERE m."from_platform"
  AND a."url" LIKE '/api/uploads/%'
  AND NOT EXISTS (SELECT 1 FROM "banners" b WHERE b."image_url" = a."url")
  AND NOT EXISTS (
    SELECT 1 FROM "system_notifications" n
    WHERE n."thumbnail_url" = a."url" OR strpos(n."data"::text, a."url") > 0
  )
ORDER BY substring(a."url" from 14), m."created_on", m."id"
ON CONFLICT ("name") DO NOTHING;
