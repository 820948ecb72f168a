// Generated from openapi/ by openapi/scripts/generate.mjs. Do not edit.
export interface paths {
    "/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the visitor appears to be
         * @description The embedded server has no IP geolocation database: it answers from the X-Timezone and Accept-Language headers (a production deployment puts a geolocation adapter here).
         */
        get: operations["getGeo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/{from}/{to}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                from: string;
                to: string;
            };
            cookie?: never;
        };
        /** The exchange rate between two supported currencies */
        get: operations["getExchangeRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beacon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a visit's attribution (utm parameters, referrer, landing page) */
        post: operations["postBeacon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find vets and techs */
        get: operations["searchPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description uri_slug or uuid */
                slug: string;
            };
            cookie?: never;
        };
        /** A vet's or tech's public profile */
        get: operations["getPartnerProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/{uuid}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free 30-minute slots between start_at and end_at (default range one day) */
        post: operations["getPartnerAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/{partnerUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partnerUuid: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a slot with a partner; starts the booking session (a signed-in client may start 60 an hour; more is 429 THROTTLED) */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/realtime-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the web app's real-time (Pusher-protocol) client connects
         * @description The app key and websocket host. `ws_host`/`ws_port` null means the page's own host and port
         *     (the embedded endpoint `/app/{key}` shares the API's port); with Pusher Channels or soketi
         *     they name that service. Channel authorization is `POST /api/v1/broadcasting/auth`.
         */
        get: operations["getRealtimeConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which payment provider collects cards, and Stripe's publishable key
         * @description `local`: the embedded provider; cards are its test tokens (`pm_card_visa`, ...).
         *     `stripe`: the web app loads Stripe.js with `publishable_key`, creates a PaymentMethod in the
         *     browser and sends its id (`pm_...`) to `POST /api/v1/cx/payment-methods`; a booking that answers
         *     `REQUIRES_ACTION` is finished with `stripe.handleNextAction({ clientSecret })`, then
         *     `POST /api/v1/cx/book/confirm`. The publishable key is public by design.
         */
        get: operations["getPaymentsConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's event notifications (refund outcomes, payments whose confirm call never came)
         * @description Called by Stripe, not by the web app. Mounted only when STRIPE_WEBHOOK_SECRET is set, outside
         *     the contract binding (apps/api/src/payments/stripeWebhooks.ts): the body is Stripe's event as
         *     sent, and the answer is not the envelope. The `Stripe-Signature` header (`t=<unix>,v1=<hex>`)
         *     must carry an HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret, no older than
         *     5 minutes, or the call answers 400. `charge.refunded` and `refund.updated` settle a pending
         *     refund (succeeded or failed); `payment_intent.succeeded` confirms a booking hold whose
         *     confirm call never came (once). Any other event answers 200 and is ignored.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        Locale: "en-US" | "en-CA" | "fr-CA" | "en-GB";
        /** @enum {string} */
        Platform: "WEB" | "IOS" | "ANDROID";
        /**
         * @description Machine-readable error codes. The message is always the user's text in their locale.
         * @enum {string}
         */
        ErrorCode: "UNAUTHENTICATED" | "FORBIDDEN" | "IDENTIFIER" | "NOT_FOUND" | "THROTTLED" | "TOO_LARGE" | "INVALID_CREDENTIALS" | "EMAIL_TAKEN" | "INACTIVE_CLIENT" | "PARTNER_CANNOT_CHECKOUT" | "SLOT_UNAVAILABLE" | "PAYMENT_DECLINED" | "PAYMENT_ACTION_REQUIRED" | "SESSION_EXPIRED" | "QUOTE_NOT_MODIFIABLE" | "PROMO_NOT_APPLICABLE" | "BOOKING_FAILED" | "INTERNAL" | "CODE_INCORRECT" | "CODE_RESEND_TOO_SOON" | "LINK_INVALID" | "PROVIDER_UNAVAILABLE" | "SSO_NOT_FOUND" | "ONBOARDING_INCOMPLETE" | "PET_ALREADY_REMOVED" | "CARD_NOT_REMOVABLE" | "IMAGE_CORRUPTED" | "GLOBAL_CLIENT_EXCLUDED" | "PHOTO_LIMIT" | "NOT_CANCELLABLE" | "ALREADY_CANCELLED" | "ROOM_FUTURE" | "ROOM_PAST" | "ROOM_EXPIRED" | "RECORD_FINALIZED" | "RECORD_NOT_FINALIZABLE" | "MESSAGE_WINDOW_CLOSED" | "MESSAGING_NOT_ALLOWED" | "ALREADY_REVIEWED" | "NOT_REVIEWABLE" | "NOT_ALLOWED" | "TRANSFER_FEE_CHANGED" | "FOLLOW_UP_PAYMENT_REQUIRED" | "PRESCRIPTION_EXPIRED" | "LINK_EXPIRED" | "ORDER_CANCELLED" | "ORDER_UNPAID";
        ErrorEnvelope: {
            /** @constant */
            status: "error";
            message: string;
            code?: components["schemas"]["ErrorCode"];
            /** @description Extra data, such as the url to follow on an IDENTIFIER 403. */
            data?: {
                url?: string;
            };
        };
        FailEnvelope: {
            /** @constant */
            status: "fail";
            /** @description Field name to the list of messages for that field. */
            data: {
                [key: string]: string[];
            };
        };
        /** @enum {string} */
        SpeciesTreated: "BIRD" | "CAT" | "DOG" | "FARM_ANIMAL" | "FISH" | "HORSE" | "OTHER_EXOTIC" | "REPTILE_AMPHIBIAN" | "SMALL_MAMMAL";
        /** @enum {string} */
        Designation: "VET" | "TECH";
        Page: {
            page: number;
            per_page: number;
            total: number;
        };
        /** @enum {string} */
        Currency: "USD" | "CAD" | "GBP";
        /** @description An amount in the currency's minor unit (cents). */
        Money: {
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        Licence: {
            /** @description Province or state code, for example ON or CA. */
            jurisdiction: string;
            country: string;
            number: string;
            /** Format: date */
            expires_on: string;
            is_active: boolean;
        };
        PartnerSummary: {
            /** Format: uuid */
            uuid: string;
            uri_slug: string;
            first_name: string;
            last_name: string;
            designation: components["schemas"]["Designation"];
            post_nominal: string;
            photo?: {
                uri_thumbnail?: string;
            } | null;
            rate: components["schemas"]["Money"];
            rating: number | null;
            rating_count: number;
            species_treated: components["schemas"]["SpeciesTreated"][];
            licences: components["schemas"]["Licence"][];
            /** Format: date-time */
            next_available_at?: string | null;
        };
        PartnerProfile: components["schemas"]["PartnerSummary"] & {
            bio: string;
            languages: string[];
            areas_of_interest: string[];
            /** @description Minutes before a slot's start after which it can no longer be booked. */
            min_advance_notice: number;
            school_name?: string | null;
            school_year?: number | null;
        };
        /** @enum {string} */
        ServiceType: "FLEA_AND_TICK" | "ALLERGIES";
        Timeslot: {
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
        };
        /** @enum {string} */
        QuoteItemType: "APPOINTMENT_FEE" | "ADJUSTMENT" | "PAYOUT_ADJUSTMENT" | "BOOKING_FEE" | "PLATFORM_FEE" | "COUPON" | "PARTNER_COUPON" | "PRODUCT" | "SUBSCRIPTION_PLAN" | "PRESCRIPTION" | "DISPENSING_FEE" | "SHIPPING_FEE" | "TRANSFER_FEE" | "FLEA_AND_TICK";
        QuoteItem: {
            type: components["schemas"]["QuoteItemType"];
            amount: components["schemas"]["Money"];
        };
        /** @enum {string} */
        Species: "DOG" | "CAT" | "HORSE" | "BIRD" | "RABBIT" | "SMALL_MAMMAL" | "REPTILE" | "AMPHIBIAN" | "SPIDER" | "FISH" | "FARM_ANIMAL" | "OTHER";
        Weight: {
            value: number;
            is_metric: boolean;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description The coat colours of part 1 §3 (black, blue, brown, cream, gold, gray, green, orange, red, white, yellow).
         * @enum {string}
         */
        PetColor: "BLACK" | "BLUE" | "BROWN" | "CREAM" | "GOLD" | "GRAY" | "GREEN" | "ORANGE" | "RED" | "WHITE" | "YELLOW";
        PetPhoto: {
            /** Format: uuid */
            uuid: string;
            /** @description The image (GET getPetPhoto), signed so an <img> can load it without the bearer token. */
            url: string;
            /** @enum {string} */
            content_type: "image/jpeg" | "image/png" | "image/webp";
            size: number;
            /** Format: date-time */
            created_at: string;
        };
        HomeClinic: {
            /**
             * Format: uuid
             * @description Null when the client typed a clinic that is not in the search.
             */
            uuid: string | null;
            name: string;
            /** @description Not editable. */
            email: string | null;
            phone?: string | null;
            city?: string | null;
            province?: string | null;
        };
        Pet: {
            /** Format: uuid */
            uuid: string;
            name: string;
            species: components["schemas"]["Species"];
            breed?: string | null;
            /** @enum {string|null} */
            gender?: "MALE" | "FEMALE" | null;
            /** Format: date */
            birthday_on?: string | null;
            spayed_neutered?: boolean | null;
            weight?: components["schemas"]["Weight"] | null;
            /** @description Whole years, from the birthday when known, else from the age the client gave (grown by the years since). */
            age?: number | null;
            color?: components["schemas"]["PetColor"] | null;
            secondary_color?: components["schemas"]["PetColor"] | null;
            home_clinic_name?: string | null;
            /** @description Every recorded weight, oldest first. A weight recorded more than 6 months ago is outdated. */
            weight_history?: components["schemas"]["Weight"][];
            has_photo?: boolean;
            /** @description Up to 5 photos, oldest first. */
            photos?: components["schemas"]["PetPhoto"][];
            /** @description The pet's home clinic, picked from the clinic search (uuid and email set) or only named by the client. */
            home_clinic?: components["schemas"]["HomeClinic"] | null;
        };
        /** @description "Name on card, address, city, country, province, billing country required" (the billing country is `country`). */
        BillingDetails: {
            name: string;
            address_1: string;
            city: string;
            province: string;
            country: string;
        };
        PaymentMethod: {
            /** Format: uuid */
            uuid: string;
            /** @example visa */
            brand: string;
            last4: string;
            exp_month: number;
            exp_year: number;
            is_default: boolean;
            name?: string | null;
            /** @description What the client entered on the add-payment-method page (null for cards saved elsewhere). */
            billing_details?: components["schemas"]["BillingDetails"] | null;
        };
        Quote: {
            /** Format: uuid */
            uuid: string;
            items: components["schemas"]["QuoteItem"][];
            total: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            partner: components["schemas"]["PartnerSummary"];
            /** Format: uuid */
            client_uuid?: string | null;
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            /**
             * Format: date-time
             * @description End of the booking session; booking after it fails with SESSION_EXPIRED.
             */
            expires_at: string;
            pet: components["schemas"]["Pet"] | null;
            payment_method: components["schemas"]["PaymentMethod"] | null;
            promo_code: string | null;
            service_type?: components["schemas"]["ServiceType"] | null;
            platform: components["schemas"]["Platform"];
            target_country?: string | null;
            target_province?: string | null;
            target_city?: string | null;
            /** @description False once booked; changes then fail with QUOTE_NOT_MODIFIABLE. */
            modifiable: boolean;
            /** @description The reference of the appointment this quote books the follow-up of (flat follow-up price). */
            followup_of?: string | null;
            /** @description True when the COUPON line is the referral offer (a referred friend's first appointment, 40% off) rather than the promo code: the larger of the two applies, never both. */
            referral_discount?: boolean;
        };
    };
    responses: {
        /** @description A failure with a message for the user, and a machine-readable code. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Invalid input; per-field message lists. */
        Fail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
        Locale: components["schemas"]["Locale"];
        /** @description The browser's IANA time zone. */
        TimeZone: string;
        Platform: components["schemas"]["Platform"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getGeo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            country_code: string | null;
                            city: string | null;
                            region_code: string | null;
                            /** @description True when the browser's language is none of the four supported locales. */
                            global_browser_locale: boolean;
                        };
                    };
                };
            };
        };
    };
    getExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path: {
                from: string;
                to: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            from: string;
                            to: string;
                            rate: number;
                        };
                    };
                };
            };
            404: components["responses"]["Error"];
        };
    };
    postBeacon: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The encrypted attribution payload. */
                    payload: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            /** @constant */
                            accepted: true;
                        };
                    };
                };
            };
            422: components["responses"]["Fail"];
        };
    };
    searchPartners: {
        parameters: {
            query?: {
                species_treated?: components["schemas"]["SpeciesTreated"];
                /** @description Licensed in this jurisdiction. */
                province?: string;
                country?: string;
                designation?: components["schemas"]["Designation"];
                /** @description Name search. */
                q?: string;
                page?: number;
                per_page?: number;
            };
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of partners */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Page"] & {
                            items: components["schemas"]["PartnerSummary"][];
                        };
                    };
                };
            };
            422: components["responses"]["Fail"];
        };
    };
    getPartnerProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path: {
                /** @description uri_slug or uuid */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["PartnerProfile"];
                    };
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getPartnerAvailability: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    start_at: string;
                    /** Format: date-time */
                    end_at?: string;
                    country?: string;
                    province?: string;
                    service_type?: components["schemas"]["ServiceType"];
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Free slots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Timeslot"][];
                    };
                };
            };
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path: {
                partnerUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    client_uuid?: string | null;
                    /** Format: date-time */
                    start_at: string;
                    /** Format: date-time */
                    end_at: string;
                    /** Format: uuid */
                    pet_uuid?: string | null;
                    platform: components["schemas"]["Platform"];
                    service_type?: components["schemas"]["ServiceType"] | null;
                    search_result_uuid?: string | null;
                    target_city?: string | null;
                    target_country?: string | null;
                    target_currency?: components["schemas"]["Currency"] | null;
                    target_province?: string | null;
                };
            };
        };
        responses: {
            /** @description Quote */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Quote"];
                    };
                };
            };
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    getRealtimeConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            /** @description The Pusher app key (public). */
                            key: string;
                            ws_host: string | null;
                            ws_port: number | null;
                            force_tls: boolean;
                        };
                    };
                };
            };
        };
    };
    getPaymentsConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's locale (en-US default and fallback, en-CA, fr-CA, en-GB). */
                "X-Locale"?: components["parameters"]["Locale"];
                /** @description The browser's IANA time zone. */
                "X-Timezone"?: components["parameters"]["TimeZone"];
                "X-Platform"?: components["parameters"]["Platform"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            /** @enum {string} */
                            provider: "local" | "stripe";
                            /** @description Stripe's publishable key (pk_...); null with the local provider. */
                            publishable_key: string | null;
                        };
                    };
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received (handled or ignored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            /** @description Missing, stale or wrong signature, or a body that is not an event */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_signature" | "invalid_payload";
                    };
                };
            };
        };
    };
}
