ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_temporary_lv_id_temporary_live_views_temporary_lv_id_fk";
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_contact_id_temporary_live_view_contacts_contact_id_fk";
