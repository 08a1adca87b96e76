-- issue 34: scans of a vehicle's or driver's document (the company's private uploads)
ALTER TABLE "documents" ADD COLUMN "scan_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;
