// Generated from openapi/ by openapi/scripts/generate.mjs. Do not edit.
export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Throttled per account and per IP (429 THROTTLED). Sets the HttpOnly refresh cookie.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a client or a partner */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the HttpOnly refresh cookie for a new access token
         * @description The refresh token rotates on every call.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out and revoke the refresh token */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user with pets, profile address and payment methods */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's pets */
        get: operations["listPets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's saved cards */
        get: operations["listPaymentMethods"];
        put?: never;
        /**
         * Save a card tokenised by the payment provider
         * @description With the local provider, payment_method_id is a test token (pm_card_visa, pm_card_chargeDeclined, pm_card_authenticationRequired).
         */
        post: operations["addPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/quote/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        /** A quote of the signed-in client */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/quote/{uuid}/pet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Choose the pet for a quote (may change the price) */
        put: operations["setQuotePet"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/quote/{uuid}/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Choose the card for a quote (taxes may follow the card's country) */
        put: operations["setQuotePaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/quote/{uuid}/promo-code": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Apply or remove a promo code
         * @description An empty code removes the promo code.
         */
        put: operations["setQuotePromoCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book the quoted slot and charge the card
         * @description A slot can be booked once (database constraint): a lost race answers 409 SLOT_UNAVAILABLE.
         *     A zero total needs no card. A declined card answers 402 PAYMENT_DECLINED. A card that needs
         *     further action answers kind REQUIRES_ACTION; the client completes it and calls /cx/book/confirm.
         *     Clients may wait up to 60 s.
         */
        post: operations["book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/book/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a booking whose payment needed further action */
        post: operations["confirmBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's appointments */
        get: operations["listAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** One appointment of the client */
        get: operations["getAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/local/intents/{id}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The embedded provider's stand-in for a card issuer's challenge (3-D Secure)
         * @description Only mounted with the local payment provider. With Stripe the browser completes handleNextAction instead.
         */
        post: operations["authenticateLocalPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasting/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize a private or presence channel subscription (Pusher channel authorization)
         * @description Called by the real-time client (pusher-js `channelAuthorization`) before it subscribes to a
         *     `private-` or `presence-` channel. Allowed: `private-user-{uuid}` for that user only;
         *     `private-appointment-{ref}` and `presence-appointment-{ref}` for the appointment's client or
         *     partner. Form (`application/x-www-form-urlencoded`, pusher-js's default) or JSON body.
         *
         *     **The 200 answer is NOT the envelope**: it is Pusher's authorization object
         *     `{ auth: "key:hex(HMAC-SHA256(secret, socket_id:channel_name[:channel_data]))", channel_data? }`,
         *     which Pusher clients read as is. Refusals use the envelope (401, 403; 422 `fail`).
         *     Mounted outside the contract binding (apps/api/src/realtime/routes.ts).
         */
        post: operations["authorizeChannel"];
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
        ChannelAuthorizationRequest: {
            /** @description The socket id from pusher:connection_established. */
            socket_id: string;
            channel_name: string;
        };
        /** @enum {string} */
        Locale: "en-US" | "en-CA" | "fr-CA" | "en-GB";
        /** @enum {string} */
        Platform: "WEB" | "IOS" | "ANDROID";
        /** @enum {string} */
        UserType: "CLIENT" | "PARTNER";
        /** @enum {string} */
        Designation: "VET" | "TECH";
        /** @enum {string} */
        UserStatus: "ACTIVE" | "INACTIVE" | "ONBOARDING" | "VERIFICATION" | "VERIFICATION_FAILED";
        /** @enum {string} */
        Theme: "pawcall" | "pharmacy";
        /** @enum {string} */
        BookingExperience: "STANDARD" | "HIDDEN_PRICING";
        Phone: {
            /** Format: uuid */
            uuid: string;
            phone_number: string;
            is_verified: boolean;
        };
        Address: {
            /** Format: uuid */
            uuid: string;
            address_1: string;
            address_2?: string | null;
            city: string;
            postal: string;
            province: string;
            country: string;
            latitude?: number | null;
            longitude?: number | null;
        };
        /** @enum {string} */
        Species: "DOG" | "CAT" | "HORSE" | "BIRD" | "RABBIT" | "SMALL_MAMMAL" | "REPTILE" | "AMPHIBIAN" | "SPIDER" | "FISH" | "FARM_ANIMAL" | "OTHER";
        Weight: {
            value: number;
            is_metric: boolean;
            /** Format: date-time */
            created_at: string;
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
        };
        User: {
            /** Format: uuid */
            uuid: string;
            type: components["schemas"]["UserType"];
            designation?: components["schemas"]["Designation"] | null;
            post_nominal?: string | null;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            email_verified: boolean;
            status: components["schemas"]["UserStatus"];
            locale: components["schemas"]["Locale"];
            timezone: string;
            theme: components["schemas"]["Theme"];
            booking_experience: components["schemas"]["BookingExperience"];
            phone?: components["schemas"]["Phone"] | null;
            photo?: {
                uri_thumbnail?: string;
            } | null;
            profile_address?: components["schemas"]["Address"] | null;
            pets?: components["schemas"]["Pet"][];
            payment_methods?: components["schemas"]["PaymentMethod"][];
        };
        /**
         * @description Machine-readable error codes. The message is always the user's text in their locale.
         * @enum {string}
         */
        ErrorCode: "UNAUTHENTICATED" | "FORBIDDEN" | "IDENTIFIER" | "NOT_FOUND" | "THROTTLED" | "INVALID_CREDENTIALS" | "EMAIL_TAKEN" | "INACTIVE_CLIENT" | "PARTNER_CANNOT_CHECKOUT" | "SLOT_UNAVAILABLE" | "PAYMENT_DECLINED" | "PAYMENT_ACTION_REQUIRED" | "SESSION_EXPIRED" | "QUOTE_NOT_MODIFIABLE" | "PROMO_NOT_APPLICABLE" | "BOOKING_FAILED" | "INTERNAL";
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
        QuoteItemType: "APPOINTMENT_FEE" | "ADJUSTMENT" | "PAYOUT_ADJUSTMENT" | "BOOKING_FEE" | "PLATFORM_FEE" | "COUPON" | "PARTNER_COUPON" | "PRODUCT" | "SUBSCRIPTION_PLAN" | "PRESCRIPTION" | "DISPENSING_FEE" | "SHIPPING_FEE" | "TRANSFER_FEE" | "FLEA_AND_TICK";
        /** @enum {string} */
        Currency: "USD" | "CAD" | "GBP";
        /** @description An amount in the currency's minor unit (cents). */
        Money: {
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        QuoteItem: {
            type: components["schemas"]["QuoteItemType"];
            amount: components["schemas"]["Money"];
        };
        /** @enum {string} */
        SpeciesTreated: "BIRD" | "CAT" | "DOG" | "FARM_ANIMAL" | "FISH" | "HORSE" | "OTHER_EXOTIC" | "REPTILE_AMPHIBIAN" | "SMALL_MAMMAL";
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
        /** @enum {string} */
        ServiceType: "FLEA_AND_TICK" | "ALLERGIES";
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
        };
        /** @enum {string} */
        AppointmentStatus: "REQUIRES_PAYMENT" | "CONFIRMED" | "COMPLETED" | "CANCELLED" | "INCOMPLETE";
        Appointment: {
            reference_id: string;
            status: components["schemas"]["AppointmentStatus"];
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            /** Format: date-time */
            finalized_at?: string | null;
            /** Format: date-time */
            partner_confirmed_at?: string | null;
            /** Format: date-time */
            partner_declined_at?: string | null;
            partner: components["schemas"]["PartnerSummary"];
            pet: components["schemas"]["Pet"];
            concerns: string[];
            description: string;
            total: components["schemas"]["Money"];
            payment_method?: components["schemas"]["PaymentMethod"] | null;
            can_enter: boolean;
            /** Format: date-time */
            created_at: string;
        };
        Page: {
            page: number;
            per_page: number;
            total: number;
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
    login: {
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
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            access_token: string;
                            /** @description Seconds until the access token expires. */
                            expires_in: number;
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    register: {
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
                    first_name: string;
                    last_name: string;
                    email: string;
                    password: string;
                    type: components["schemas"]["UserType"];
                    agree_terms: boolean;
                };
            };
        };
        responses: {
            /** @description Registered and signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            access_token: string;
                            /** @description Seconds until the access token expires. */
                            expires_in: number;
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    refreshSession: {
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
            /** @description New access token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            access_token: string;
                            /** @description Seconds until the access token expires. */
                            expires_in: number;
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
    logout: {
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
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: null;
                    };
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getProfile: {
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
            /** @description The current user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    listPets: {
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
            /** @description Pets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Pet"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    listPaymentMethods: {
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
            /** @description Cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    addPaymentMethod: {
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
                    payment_method_id: string;
                };
            };
        };
        responses: {
            /** @description Saved card */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getQuote: {
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
        requestBody?: never;
        responses: {
            /** @description Quote */
            200: {
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
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    setQuotePet: {
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
                    /** Format: uuid */
                    pet_uuid: string;
                };
            };
        };
        responses: {
            /** @description Quote */
            200: {
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
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    setQuotePaymentMethod: {
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
                    /** Format: uuid */
                    payment_method_uuid: string;
                };
            };
        };
        responses: {
            /** @description Quote */
            200: {
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
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    setQuotePromoCode: {
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
                    code: string;
                };
            };
        };
        responses: {
            /** @description Quote */
            200: {
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
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    book: {
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
                    /** Format: uuid */
                    quote_uuid: string;
                    /** Format: uuid */
                    pet_uuid: string;
                    /** Format: uuid */
                    payment_method_uuid?: string | null;
                    concerns: string[];
                    description: string;
                    cart_uuid?: string | null;
                };
            };
        };
        responses: {
            /** @description Booked, or further action needed */
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
                            kind: "BOOKED";
                            appointment: components["schemas"]["Appointment"];
                        } | {
                            /** @constant */
                            kind: "REQUIRES_ACTION";
                            payment_intent_id: string;
                            client_secret: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    confirmBooking: {
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
                    /** Format: uuid */
                    quote_uuid: string;
                    payment_intent_id: string;
                };
            };
        };
        responses: {
            /** @description Booked */
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
                            kind: "BOOKED";
                            appointment: components["schemas"]["Appointment"];
                        } | {
                            /** @constant */
                            kind: "REQUIRES_ACTION";
                            payment_intent_id: string;
                            client_secret: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    listAppointments: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                "filter[tense]"?: "future" | "past";
                "filter[important]"?: boolean;
                "filter[category]"?: string;
                record_incomplete?: boolean;
                sort?: "start_at" | "-start_at";
                search?: string;
                status?: components["schemas"]["AppointmentStatus"];
                start_at?: string;
                end_at?: string;
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
            /** @description A page of appointments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Page"] & {
                            items: components["schemas"]["Appointment"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getAppointment: {
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
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Appointment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    authenticateLocalPaymentIntent: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_secret: string;
                    /** @enum {string} */
                    outcome: "succeed" | "fail";
                };
            };
        };
        responses: {
            /** @description Intent state */
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
                            status: "succeeded" | "failed";
                        };
                    };
                };
            };
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    authorizeChannel: {
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
                "application/x-www-form-urlencoded": components["schemas"]["ChannelAuthorizationRequest"];
                "application/json": components["schemas"]["ChannelAuthorizationRequest"];
            };
        };
        responses: {
            /** @description The channel authorization (not wrapped in the envelope) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description `key:signature`
                         * @example pawcall:5b1d0c...
                         */
                        auth: string;
                        /** @description Presence channels only: JSON `{ user_id, user_info: { name, type } }`, signed as part of `auth`. */
                        channel_data?: string;
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
}
