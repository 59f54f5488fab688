-- Orders placed before authorized_amount existed kept it only in their payment snapshot.
UPDATE "orders" SET "authorized_amount" = ("payment"->>'authorizedAmount')::integer
WHERE "authorized_amount" IS NULL AND "payment"->>'authorizedAmount' IS NOT NULL;
