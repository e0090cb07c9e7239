-- A device id belongs to one account (issue 24 §3). Where an install already holds a second claim of
-- the same id, the later claim keeps its robot under a renamed id so the unique index can be made;
-- its owner sees the suffix and can register the device again once the first owner releases it.
UPDATE "robots" SET "robot_id" = "robots"."robot_id" || '-duplicate-' || left("robots"."uid", 8)
FROM (SELECT "uid", row_number() OVER (PARTITION BY "robot_id" ORDER BY "created_at", "uid") AS "claim" FROM "robots") AS "claims"
WHERE "claims"."uid" = "robots"."uid" AND "claims"."claim" > 1;--> statement-breakpoint
DROP INDEX "robots_owner_robot_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "robots_robot_id_idx" ON "robots" USING btree ("robot_id");
