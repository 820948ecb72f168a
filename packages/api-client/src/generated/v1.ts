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
         * @description Throttled (429 THROTTLED, with Retry-After) per account and IP pair, per IP, and past a high per-account ceiling that pauses only IPs the account has not signed in from lately, so a stranger's guesses never lock the owner out. Sets the HttpOnly refresh cookie.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a 6-digit code that proves the address before an account is made
         * @description Always answers the same, whether or not the address has an account, so sign-up reveals nobody's account. A new address gets the code; an address that has an account gets a message saying so, with the way to reset its password (only its owner reads it). Limited per address and per IP like the other sign-in emails.
         */
        post: operations["sendRegistrationCode"];
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
        /** Register a client or a partner with the code emailed to the address (sendRegistrationCode) */
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
        /** Change first name, last name, gender and birthday (per-field messages; nothing is saved on a fail) */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password-reset link
         * @description Always accepted, whether or not the email has an account, so the answer reveals nothing. The link goes to the outbox.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with the emailed link, and sign in */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/magic-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a one-time sign-in link (/?u={id}&ml={code})
         * @description Always accepted (reveals nothing). The link is valid for 15 minutes and signs in once.
         */
        post: operations["requestMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/magic-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a magic link (query parameters u and ml) */
        post: operations["verifyMagicLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Social sign-in providers configured on this server
         * @description The web app shows a provider button only when the provider is listed here.
         */
        get: operations["listSocialProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in or sign up with a provider token the server verifies
         * @description An unconfigured provider answers 503 PROVIDER_UNAVAILABLE; a token the provider rejects answers 401.
         */
        post: operations["socialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sso/{organization}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization: string;
            };
            cookie?: never;
        };
        /** The identity provider of an organisation (/auth/login/sso/{organization}) */
        get: operations["getSsoOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sso/{organization}/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization: string;
            };
            cookie?: never;
        };
        /**
         * Start single sign-on with the organisation's OpenID Connect provider (a browser navigation)
         * @description **Not the envelope: a redirect.** Keeps a fresh state, nonce and PKCE verifier (S256) and
         *     answers 302 to the provider's authorize endpoint (response_type=code, scope openid email
         *     profile). An unknown or unconfigured organisation answers 302 to
         *     /auth/login/sso/{organization}?error=SSO_NOT_FOUND. Organisations come from the
         *     sso_organizations table or the SSO_ORGANIZATIONS environment variable. Mounted outside the
         *     contract binding (apps/api/src/accounts/authRoutes.ts, mountSsoRoutes).
         */
        get: operations["startSsoSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sso/{organization}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization: string;
            };
            cookie?: never;
        };
        /**
         * The provider's redirect back; signs in and lands by the landing rule (a browser navigation)
         * @description **Not the envelope: a redirect.** Spends the state once (10 minutes at most), exchanges the
         *     code at the token endpoint (client_secret_basic + code_verifier), verifies the ID token
         *     (RS256 against the provider's jwks_uri; iss, aud = client id, exp, nonce), then finds the
         *     account: the subject linked before, else the account with the token's email (linked now).
         *     Organisations do not open accounts. Success sets the refresh cookie and the v-i identity
         *     cookie and answers 302 to the stored redirect or the landing path (postLoginPath of
         *     @pawcall/domain). Failure answers 302 to /auth/login/sso/{organization}?error=
         *     SSO_NOT_FOUND (no such account or organisation) or SSO_FAILED (cancelled at the provider,
         *     bad or replayed state, refused code or token).
         */
        get: operations["completeSsoSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/email/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code to the email address */
        post: operations["sendEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the email address with the code (one attempt per code) */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the phone number (unverified) and text it a 6-digit code */
        put: operations["updatePhone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/phone/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new code to the phone number, by text (default) or by a call that reads it out */
        post: operations["sendPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/phone/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the phone number with the code (one attempt per code) */
        post: operations["verifyPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the profile address */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/address/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Change the profile address */
        put: operations["updateAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (advised every 90 days) */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a client whose onboarding is complete
         * @description Needs a verified email, a verified phone, a pet and a valid address; answers 409 ONBOARDING_INCOMPLETE naming the first step missing.
         */
        post: operations["completeClientOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish partner onboarding: credentials, location and availability
         * @description Needs a verified phone. The partner becomes ACTIVE and is listed in search. Credentials are judged by the shared rule (credentials of @pawcall/domain): designation, school name, graduating year, one to 10 licences each with a number and an expiry date not in the past.
         */
        post: operations["completePartnerOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/pets/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Replace a pet's details (a new weight is added to its history) */
        put: operations["updatePet"];
        post?: never;
        /** Remove a pet, with a reason (afterwards only support can change it) */
        delete: operations["removePet"];
        options?: never;
        head?: never;
        /** Change some of a pet's details */
        patch: operations["patchPet"];
        trace?: never;
    };
    "/cx/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Make a card the primary one */
        put: operations["setDefaultPaymentMethod"];
        post?: never;
        /** Remove a card */
        delete: operations["removePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/pets/{uuid}/photos": {
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
        /**
         * Add a photo to a pet (up to 5; JPEG, PNG or WebP, up to 10 MB)
         * @description multipart/form-data with one part `file`. The server checks the image's first bytes (a file
         *     that is not the image it claims to be is "corrupted"), its size, and the pet's 5-photo limit
         *     (409 PHOTO_LIMIT, "unable to upload more files").
         */
        post: operations["uploadPetPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/pets/{uuid}/photos/{photoUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
                photoUuid: string;
            };
            cookie?: never;
        };
        /**
         * A pet photo's image
         * @description Loaded by `<img src>`, which cannot send the bearer token: the `url` of a PetPhoto carries a
         *     signature (`sig`) instead. The 200 answer is the image itself, not the envelope. Mounted
         *     outside the contract binding (apps/api/src/routes/petPhotos.ts).
         */
        get: operations["getPetPhoto"];
        put?: never;
        post?: never;
        /** Remove a pet photo */
        delete: operations["removePetPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/pets/{uuid}/home-clinic": {
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
         * Set a pet's home clinic, from the clinic search (clinic_uuid) or by name only
         * @description "Home clinic name required": a clinic not in the search needs its name. The clinic email comes from the clinic record and is not editable.
         */
        put: operations["setPetHomeClinic"];
        post?: never;
        /** Clear a pet's home clinic */
        delete: operations["clearPetHomeClinic"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home clinic search, by name or city (at most 10 answers) */
        get: operations["searchClinics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/payments/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's payment history (one transaction per booked appointment), newest first */
        get: operations["listPaymentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's notifications, newest first */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The five newest notifications and the unread count */
        get: operations["recentNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/news/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest unread news notification, if any */
        get: operations["latestNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/mark-all-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every notification as read */
        put: operations["markAllNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}": {
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
        /** Mark one notification as read */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/identify/hs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Identify the user to the chat widget */
        get: operations["identifyChatWidget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts shown on the account overview */
        get: operations["getProfileMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permission scopes of the user */
        get: operations["getPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the profile photo (a data URL of a JPEG, PNG or WebP image, up to 2 MB) */
        post: operations["uploadProfilePhoto"];
        /** Remove the profile photo */
        delete: operations["removeProfilePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change names and global preferences (locale, region, time zone)
         * @description region is an ISO 3166-1 alpha-2 country; one outside the local markets (CA, US, GB) makes the client global (no invite, prescriptions or shop checkout), one inside makes them local again.
         */
        patch: operations["updatePreferences"];
        trace?: never;
    };
    "/cx/communication/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Communication preferences */
        post: operations["updateCommunicationPreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code to a new email address; the email changes only when the code comes back */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/email/change/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the email to the new address with the code sent to it (one attempt per code) */
        post: operations["verifyEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/communication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Communication preferences (marketing email, reminders by text and email) */
        get: operations["getCommunicationPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/chat-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chat widget preferences */
        get: operations["getChatSettings"];
        /** Change the chat widget preferences */
        put: operations["updateChatSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invites sent, their status and earnings (global clients are excluded, 403 GLOBAL_CLIENT_EXCLUDED) */
        get: operations["listReferrals"];
        put?: never;
        /** Invite a friend by email (40% off the friend's first appointment; a $25 gift card for the referrer when the friend completes a booking) */
        post: operations["sendReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gift cards, vouchers and promo codes the client holds */
        get: operations["getWallet"];
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
        /** Add a pet (at most 20 on an account; the 21st is 409 NOT_ALLOWED) */
        post: operations["createPet"];
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
    "/cx/appointments/{ref}/cancellation-policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** The cancellation policy of one appointment and whether it can be cancelled now */
        get: operations["getCancellationPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an appointment (reason required; notes required when the reason is OTHER)
         * @description Allowed only when the status is CONFIRMED or REQUIRES_PAYMENT and the session has not ended (409 NOT_CANCELLABLE); a second cancel answers 409 ALREADY_CANCELLED. Reading the policy starts a 10-minute cancellation session for the caller; a cancel after it expired answers 409 SESSION_EXPIRED ("Cancellation session expired, please try again") and reading the policy again starts a new one.
         */
        post: operations["cancelAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/concerns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Replace the concerns of an upcoming appointment */
        put: operations["updateAppointmentConcerns"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer an upcoming appointment to another vet (same pet, same price paid; a new time may be chosen)
         * @description Allowed while the appointment's can_transfer is true: status CONFIRMED or REQUIRES_PAYMENT and the session has not started (409 NOT_ALLOWED otherwise). The other vet must be an active vet (404 NOT_FOUND), not the appointment's own vet (422 on partner_uuid), and must offer the chosen time (start_at, default the appointment's own time) free (409 SLOT_UNAVAILABLE). The new vet has to confirm the request again. The TRANSFER_FEE of GET .../transfer-quote is charged first to payment_method_uuid (default the appointment's card): 402 PAYMENT_DECLINED when the card cannot be charged without the cardholder (choose another card), 409 TRANSFER_FEE_CHANGED when expected_fee no longer matches (fetch the quote again). The fee is refunded if the move then fails, and shows on the receipt.
         */
        post: operations["transferAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/transfer-quote": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** What moving this appointment to another vet costs (the TRANSFER_FEE item), shown before confirming */
        get: operations["getTransferQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** The receipt of an appointment */
        get: operations["getAppointmentReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/incomplete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The client reports that the vet did not join (the no-show of the vet); the appointment becomes INCOMPLETE
         * @description Allowed only for a CONFIRMED appointment, from 10 minutes after its start until 24 hours after its end, and only when the vet never joined the session (the vet's JOIN of PUT /appointments/{ref}/session records it; partner_joined_at stays null). The rule is vetNoShowRefusal of @pawcall/domain, which the web app also uses to offer the action. Then the appointment becomes INCOMPLETE (no_show_reported_by CLIENT), everything the client paid for it (the visit and any transfer fee) is refunded to the card through the payment provider ("refunded to your card within 5 business days"; refund and refund_status on the answer), the vet earns nothing for it (GET px/appointments/{ref}/receipt), and the vet gets a notification (AppointmentIncomplete, pushed on the vet's private channel) and the appointment's channel an appointment.updated push. Otherwise 409 NOT_ALLOWED with the reason's message (already incomplete, not confirmed, the vet joined, too early, too late).
         */
        put: operations["reportVetNoShow"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/medical-record/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** A link to the finalized medical record (may take up to 180 s) */
        get: operations["downloadClientMedicalRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review the vet after a completed visit */
        post: operations["reviewAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/followup": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel the follow-up the vet proposed (accepting is booking it, through createFollowUpQuote)
         * @description CANCEL declines a PROPOSED follow-up. ACCEPT answers 409 FOLLOW_UP_PAYMENT_REQUIRED while it is not paid (book it through createFollowUpQuote), and the follow-up unchanged once it is.
         */
        put: operations["answerFollowUp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/appointments/{ref}/followup/quote": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the proposed follow-up by booking it - a quote at the flat follow-up price for a free time of the same vet
         * @description Only while the follow-up is PROPOSED (409 NOT_ALLOWED). start_at must be a free 30-minute time of the same vet (409 SLOT_UNAVAILABLE). The quote books through /cx/book/{quote_uuid} like any other, with the same payment provider; FOLLOWUP15 applies to it. Booking it marks the follow-up ACCEPTED.
         */
        post: operations["createFollowUpQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's appointments, by tab */
        get: operations["listPartnerAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** One appointment of the partner */
        get: operations["getPartnerAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Confirm a requested appointment (sets partner_confirmed_at) */
        put: operations["confirmAppointment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Decline a requested appointment (cancels it, sets partner_declined_at) */
        put: operations["declineAppointment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/cancellation-policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** Whether the vet can cancel this appointment now, the vet's reasons, and the refund the client gets */
        get: operations["getPartnerCancellationPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vet cancels an appointment; the client is refunded in full, notified and pushed
         * @description Same rule as the client's cancel (CONFIRMED or REQUIRES_PAYMENT, session not ended; 409 NOT_CANCELLABLE / ALREADY_CANCELLED); reason required, notes required for OTHER (422). What the client paid (the visit and any transfer fee) goes back to their card ("within 5 business days"). Reading the vet's policy starts the same 10-minute cancellation session (409 SESSION_EXPIRED after it).
         */
        post: operations["cancelPartnerAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/incomplete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Mark a no-show (INCOMPLETE) */
        put: operations["markAppointmentIncomplete"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /**
         * The vet's statement for one of their appointments (the spec's Transaction)
         * @description Only the appointment's own vet (anyone else 404). Computed by partnerStatement of @pawcall/domain from the appointment's quote and the partner's platform_rate. Gross earnings are the visit's price before discounts (the vet's rate, or the flat follow-up price); the client's discount (promo code, referral offer, free accelerator visit) is shown but covered by the platform, not taken from the vet; the platform fee is platform_rate × gross, rounded to the cent; no tax is collected on visits (0); net total = gross − platform fee + tax. The vet earns from a COMPLETED visit or an INCOMPLETE one the vet reported (the client did not come), paid out 7 days after the visit ended (SCHEDULED until then, PAID after); an upcoming visit is PENDING with its expected earnings; a CANCELLED appointment or the vet's own no-show (reported by the client) earns nothing (NONE, every amount 0).
         */
        get: operations["getPartnerAppointmentReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/followup": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Propose a follow-up to the client */
        put: operations["requestFollowUp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/medical-record/email": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Email the finalized medical record to the client */
        put: operations["emailMedicalRecord"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/medical-record/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** A link to the medical record (may take up to 180 s) */
        get: operations["downloadPartnerMedicalRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/medical-record/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Finalize the DAP record (never when declined or Incomplete); the record is then released to the client */
        put: operations["finalizeMedicalRecord"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/settings/auto-followup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether follow-ups are requested automatically within 24 hours of a completed visit */
        get: operations["getAutoFollowUp"];
        /** Turn auto-request of follow-ups on or off */
        put: operations["setAutoFollowUp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/session": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** The video session of an appointment (client or partner) */
        get: operations["getSession"];
        /**
         * Save the pre-call check, join, or end the visit
         * @description JOIN outside the window answers 409 ROOM_FUTURE / ROOM_PAST / ROOM_EXPIRED. END (partner) completes the visit.
         */
        put: operations["updateSession"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** Dial-in information for the session */
        get: operations["getSessionPin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/record-notes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** The medical record (the client sees it only after finalization, never PRIVATE entries) */
        get: operations["listRecordNotes"];
        put?: never;
        /** Save the DAP draft or add a note (after finalization only new notes) */
        post: operations["addRecordNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/record-notes/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an entry (it stays visible as removed) */
        delete: operations["removeRecordNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** Room chat or direct messages of an appointment */
        get: operations["listMessages"];
        put?: never;
        /** Send a room chat line or a direct message (48-hour window, extended by a vet reply) */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/media": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** Files shared on an appointment (metadata and a signed link each, never the bytes; at most max_files) */
        get: operations["listMedia"];
        put?: never;
        /**
         * Share a file (base64 content; per-appointment count and size limits)
         * @description The bytes decide the type (magic bytes): they must be an image (JPEG, PNG, GIF, WebP, HEIC/HEIF),
         *     a PDF or a video (MP4, QuickTime, WebM) of the same kind as content_type (within a kind the
         *     detected type replaces the declared one; an empty or application/octet-stream content_type
         *     leaves it to the bytes). Anything else is 422 on content_base64 ("corrupted"). The name is
         *     cleaned (see Media.name).
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/media/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
                uuid: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a file one shared oneself (spec "unable to remove uploaded file"); not on a cancelled appointment */
        delete: operations["removeMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/media/{uuid}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
                uuid: string;
            };
            cookie?: never;
        };
        /**
         * A shared file's bytes, at the signed link of its Media.url
         * @description Loaded by `<img src>` or a download, which cannot send the bearer token: the signature (sig)
         *     binds the appointment, the file, the user the link was made for (u) and the expiry (expires,
         *     Unix seconds, 10 to 15 minutes after the list). That user must still be a participant of the
         *     appointment. The 200 answer is the file itself, not the envelope, with the type detected
         *     from its bytes, `Content-Disposition: attachment` with the cleaned name (RFC 6266: filename
         *     and filename*), `X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src
         *     'none'; sandbox` and `Cache-Control: private` until the link expires. Mounted outside the
         *     contract binding (apps/api/src/visits/roomFileContent.ts).
         */
        get: operations["getMediaContent"];
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
         * @description Only mounted with the local payment provider. With Stripe the browser completes handleNextAction instead. The credential is the intent's client_secret in the body, not a Pawcall session: a card issuer's page knows nothing of Pawcall sessions, so no bearer token is needed (one sent along is not used).
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
    "/cx/appointments/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's requests still waiting for the vet's answer
         * @description An inquiry is a confirmed, upcoming appointment the vet has neither confirmed nor declined.
         */
        get: operations["listClientInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests waiting for the vet's answer (confirm or decline) */
        get: operations["listPartnerInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/accelerator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The partner's accelerator (free trial appointments for trusted clients)
         * @description Up to 5 referrals, valid 30 days after the partner becomes eligible.
         */
        get: operations["getAcceleratorProgram"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/pet/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /**
         * The pet's other appointments, newest first
         * @description For the vet of the appointment (any vet's visits of this pet) and for its client (their own pet only).
         */
        get: operations["listPetAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{ref}/pet/appointments/{selected}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
                selected: string;
            };
            cookie?: never;
        };
        /** One past appointment of the same pet, with its released record */
        get: operations["getPetAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/prescription": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /**
         * A signed link to the appointment's latest prescription document
         * @description 410 PRESCRIPTION_EXPIRED "This prescription has expired." once it has expired; 404 when there is none.
         */
        get: operations["getPrescriptionLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/products/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products the vet may recommend after this appointment (the pet's species and concerns) */
        get: operations["listProductRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/diagnostic-kits": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** The diagnostic kits for the pet's species, and which are recommended on this appointment */
        get: operations["listDiagnosticKits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/px/appointments/{ref}/diagnostic-kit/{productUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
                productUuid: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recommend a kit to the client; its bundled follow-up is proposed with it
         * @description Only after a completed, undeclined visit (the kit bundles a follow-up), for a kit of the pet's species, once per kit.
         */
        post: operations["recommendDiagnosticKit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/offers/appointment-upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's upgrade offer after an appointment, or null when none is valid
         * @description Valid only while valid_until is in the future and the discounted subtotal is lower than the base item amount.
         */
        get: operations["getAppointmentUpgradeOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cx/orders/{ref}/receipt/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /**
         * A link to a pharmacy order's receipt (PDF)
         * @description Only the order's client may fetch it (another client's order answers 404). A cancelled order
         *     (409 ORDER_CANCELLED) or one not paid yet (requires-payment, pending: 409 ORDER_UNPAID) has
         *     no receipt. The link lasts 10 minutes and opens without the bearer token.
         */
        get: operations["downloadOrderReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{kind}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "medical-record" | "prescription" | "order-receipt";
                file: string;
            };
            cookie?: never;
        };
        /**
         * A document (PDF) at a signed, expiring link
         * @description The link from a download or an email: the signature (sig) binds the document, the user it was
         *     made for (u) and the expiry (expires, Unix seconds). No bearer token. Download links last
         *     10 minutes, emailed links 7 days. The user must still be allowed to read the document (an
         *     order receipt: the order's client, while the order is paid and not cancelled, else 409).
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
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
        /** @description One payment, from a booked appointment. */
        PaymentTransaction: {
            /** Format: uuid */
            uuid: string;
            /** @description The appointment's reference. */
            reference_id: string;
            /** Format: date-time */
            booked_on: string;
            /** @description The appointment: who, for which pet, when (in the caller's locale). */
            description: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            status: "PAID" | "PENDING" | "REFUNDED" | "FREE";
            /** @description The card, e.g. "visa ending in 4242". */
            payment_method: string | null;
            /** @description The in-app receipt page, /cx/appointments/{reference_id}/receipt. */
            receipt_path: string;
        };
        ChannelAuthorizationRequest: {
            /** @description The socket id from pusher:connection_established. */
            socket_id: string;
            channel_name: string;
        };
        CancellationPolicy: {
            can_cancel: boolean;
            /** @description The policy text in the caller's locale. */
            policy: string;
            refund: components["schemas"]["Money"];
            reasons: components["schemas"]["CancelReason"][];
            /**
             * Format: date-time
             * @description The cancellation session ends here; after it the client starts again.
             */
            expires_at: string;
        };
        /** @enum {string} */
        CancelReason: "SCHEDULE_CONFLICT" | "PET_IS_BETTER" | "SEEING_ANOTHER_VET" | "BOOKED_BY_MISTAKE" | "OTHER";
        CancelBody: {
            reason: components["schemas"]["CancelReason"];
            notes?: string;
        };
        TransferQuote: {
            /** @description One TRANSFER_FEE item (amount 0 when free). */
            items: components["schemas"]["QuoteItem"][];
            total: components["schemas"]["Money"];
            /** @enum {string|null} */
            free_reason: "NOT_CONFIRMED_BY_VET" | "FREE_APPOINTMENT" | null;
            /** @description The card the fee goes on unless another is chosen. */
            payment_method: components["schemas"]["PaymentMethod"] | null;
            /**
             * Format: date-time
             * @description The transfer session: after it the app keeps the selections and fetches the quote again.
             */
            expires_at: string;
        };
        /** @enum {string} */
        PartnerCancelReason: "SCHEDULE_CONFLICT" | "EMERGENCY" | "OUTSIDE_EXPERTISE" | "OTHER";
        PartnerCancelBody: {
            reason: components["schemas"]["PartnerCancelReason"];
            notes?: string;
        };
        PartnerCancellationPolicy: {
            can_cancel: boolean;
            refund: components["schemas"]["Money"];
            reasons: components["schemas"]["PartnerCancelReason"][];
            /** Format: date-time */
            expires_at: string;
        };
        Receipt: {
            reference_id: string;
            /** Format: date-time */
            issued_at: string;
            items: {
                type: string;
                amount: components["schemas"]["Money"];
            }[];
            total: components["schemas"]["Money"];
            payment_method: string | null;
            status: components["schemas"]["AppointmentStatus"];
        };
        /** @description The spec's Transaction for one appointment: gross earnings, platform fee, tax, discount, net total, paid out, booked on, paid on. Amounts in the appointment's currency. */
        PartnerReceipt: {
            reference_id: string;
            status: components["schemas"]["AppointmentStatus"];
            /**
             * Format: date-time
             * @description When the client booked.
             */
            booked_on: string;
            /** Format: date-time */
            start_at: string;
            pet_name: string;
            client_name: string;
            /** @description The partner's platform_rate, a fraction (shown as a percentage with 2 decimals). */
            platform_rate: number;
            gross_earnings: components["schemas"]["Money"];
            /** @description Taken from the gross (a positive amount). */
            platform_fee: components["schemas"]["Money"];
            tax: components["schemas"]["Money"];
            /** @description The client's discount (zero or negative), covered by the platform. */
            discount: components["schemas"]["Money"];
            net_total: components["schemas"]["Money"];
            paid_out: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @description The payout day (past when PAID, coming when SCHEDULED).
             */
            paid_on: string | null;
            /** @enum {string} */
            payout_status: "PENDING" | "SCHEDULED" | "PAID" | "NONE";
            /** @enum {string|null} */
            no_earnings_reason: "CANCELLED" | "VET_NO_SHOW" | null;
        };
        DeviceCheck: {
            cameras: number;
            microphones: number;
            speakers: number;
            bandwidth_kbps: number | null;
            passed: boolean;
            /** Format: date-time */
            checked_at: string;
        };
        Session: {
            reference_id: string;
            /** @enum {string} */
            role: "CLIENT" | "PARTNER";
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            can_enter: boolean;
            can_mark_incomplete: boolean;
            /** Format: date-time */
            partner_confirmed_at: string | null;
            /**
             * @description OPEN from 10 minutes before start until end; FUTURE before; PAST after a held visit; EXPIRED when cancelled, incomplete or never held.
             * @enum {string}
             */
            room: "OPEN" | "FUTURE" | "PAST" | "EXPIRED";
            /** @enum {string} */
            provider: "P2P" | "TWILIO";
            /** @description The private real-time channel of the visit (signalling, chat, pushes). */
            channel: string;
            twilio_token?: string | null;
            checks: {
                client: components["schemas"]["DeviceCheck"] | null;
                partner: components["schemas"]["DeviceCheck"] | null;
            };
            joined: {
                /** Format: date-time */
                client_at: string | null;
                /** Format: date-time */
                partner_at: string | null;
            };
            remote_name: string;
            /** @description Only for the partner, between both joining and finalization. */
            client_phone: string | null;
            recording_notice: boolean;
            status?: components["schemas"]["AppointmentStatus"];
        };
        SessionUpdate: {
            /** @enum {string} */
            action: "CHECK" | "JOIN" | "LEAVE" | "END";
            check?: {
                cameras: number;
                microphones: number;
                speakers: number;
                bandwidth_kbps: number | null;
                passed: boolean;
            };
        };
        /** @enum {string} */
        RecordNoteType: "COMMENT_RECORD" | "COMMUNICATION" | "DAP" | "DIRECT_MESSAGE" | "MEDICAL_RECORD_TRANSFER" | "PRIVATE" | "PRESCRIPTION" | "QUESTIONNAIRE_SUMMARY" | "STANDBY" | "TAG";
        RecordNote: {
            /** Format: uuid */
            uuid: string;
            type: components["schemas"]["RecordNoteType"];
            /** @description The entry's text (a DAP's summary line). */
            body_1: string;
            data?: string | null;
            assessment?: string | null;
            plan?: string | null;
            is_published: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            removed_at: string | null;
            author: string;
        };
        RecordNoteInput: {
            /** @enum {string} */
            type: "DAP" | "COMMENT_RECORD" | "PRIVATE";
            body_1?: string;
            data?: string;
            assessment?: string;
            plan?: string;
        };
        MedicalRecord: {
            released: boolean;
            /** Format: date-time */
            finalized_at: string | null;
            can_finalize: boolean;
            items: components["schemas"]["RecordNote"][];
        };
        Message: {
            /** Format: uuid */
            uuid: string;
            /** @enum {string} */
            channel: "ROOM" | "DIRECT";
            body: string;
            /** @enum {string} */
            sender: "CLIENT" | "PARTNER";
            sender_name: string;
            /** Format: date-time */
            created_at: string;
        };
        Media: {
            /** Format: uuid */
            uuid: string;
            /** @description The cleaned name the file is saved under: no path, no control characters, no leading dots, at most 120 characters, with an extension of its type. */
            name: string;
            mine: boolean;
            /** @description The type the server detected from the bytes (one of the shareable types). */
            content_type: string;
            size: number;
            /**
             * @description Where the file's bytes are (getMediaContent): a link signed for the caller, relative to the
             *     origin, loadable by `<img src>` or a download; it stops working at expires_at.
             */
            url: string;
            /**
             * Format: date-time
             * @description When url stops working (10 to 15 minutes after the list); fetch the list again for a new one.
             */
            expires_at: string;
            /** Format: date-time */
            created_at: string;
        };
        InquiryList: {
            items: components["schemas"]["Appointment"][];
            per_page: number;
            total: number;
        };
        AcceleratorProgram: {
            eligible: boolean;
            /** @description Eligible, inside the 30 days, with referrals left. */
            active: boolean;
            /** Format: date-time */
            eligible_at: string | null;
            /** Format: date-time */
            valid_until: string | null;
            /** @description Up to 5 referrals. */
            limit: number;
            used: number;
            remaining: number;
            items: components["schemas"]["Appointment"][];
        };
        PetHistoryItem: {
            reference_id: string;
            status: components["schemas"]["AppointmentStatus"];
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            partner_name: string;
            concerns: string[];
            /** Format: date-time */
            finalized_at: string | null;
            /** @description The finalized DAP's summary line. */
            summary: string | null;
        };
        PetHistory: {
            pet: {
                /** Format: uuid */
                uuid: string;
                name: string;
                species: string;
            };
            items: components["schemas"]["PetHistoryItem"][];
            page: number;
            per_page: number;
            total: number;
        };
        PetHistoryDetail: components["schemas"]["PetHistoryItem"] & {
            description: string;
            /** @description Published entries of a finalized record; private notes never. */
            record: components["schemas"]["RecordNote"][];
        };
        DiagnosticKit: {
            /** Format: uuid */
            uuid: string;
            name: string;
            short_name: string;
            price: components["schemas"]["Money"];
            provider_type: string;
            sku: string;
            /** @description The SKU family: EAR_INFECTION, SKIN_AND_ITCH or STOOL. */
            parent: string | null;
            species: string[];
            /** Format: date-time */
            recommended_at: string | null;
        };
        ProductRecommendation: {
            /** Format: uuid */
            uuid: string;
            name: string;
            short_name: string;
            sku: string;
            price: components["schemas"]["Money"];
            provider_type: string;
            /** @description The appointment's concerns this product helps with. */
            matched_concerns: string[];
        };
        Offer: {
            /** Format: uuid */
            uuid: string;
            /** @enum {string} */
            type: "APPOINTMENT_UPGRADE" | "WINBACK";
            /** Format: date-time */
            valid_until: string;
            appointment_reference_id?: string | null;
            data: {
                items: {
                    /** @description The plan, e.g. PLUS. */
                    name: string;
                    /** @description Appointments the upgrade adds. */
                    appointments?: number;
                    amount: components["schemas"]["Money"];
                    subtotal: components["schemas"]["Money"];
                }[];
            };
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
        /** @enum {string} */
        Gender: "MALE" | "FEMALE" | "OTHER";
        /** @description The client's region (global preferences). Until one is chosen, the country of the user's locale. A country outside the local markets (CA, US, GB) makes the client global (is_global). */
        Region: {
            locale: components["schemas"]["Locale"];
            /** @description The country's name in the user's language. */
            name: string;
            /** @description ISO 3166-1 alpha-2 */
            country: string;
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
            /** @description A guest-checkout account without a password of its own yet. */
            requires_password?: boolean;
            /** @description Created through subscription checkout (onboarding starts at add-phone-number). */
            came_from_checkout?: boolean;
            /**
             * Format: date-time
             * @description Changing the password is advised every 90 days.
             */
            password_changed_at?: string | null;
            /** @description A global client: no invite, prescriptions or shop checkout. */
            is_global?: boolean;
            gender?: components["schemas"]["Gender"] | null;
            /** Format: date */
            birthday_on?: string | null;
            region?: components["schemas"]["Region"];
        };
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
        /** @description A 6-digit code was sent; a new one can be asked for after resend_in seconds. */
        CodeSent: {
            /** @description The email address or phone number, partly masked. */
            sent_to: string;
            resend_in: number;
        };
        ProfileInput: {
            first_name: string;
            last_name: string;
            gender: components["schemas"]["Gender"] | null;
            /** @description YYYY-MM-DD; in the past and not before 1900. */
            birthday_on?: string | null;
        };
        AuthSession: {
            access_token: string;
            /** @description Seconds until the access token expires. */
            expires_in: number;
            user: components["schemas"]["User"];
            /** @description Where the user lands when no redirect says otherwise, by the landing rule of @pawcall/domain (defaultPathFor), e.g. /cx, /cx/welcome, /px/welcome. */
            landing_path?: string;
        };
        AddressInput: {
            address_1: string;
            address_2?: string | null;
            city: string;
            postal: string;
            province: string;
            country: string;
            latitude?: number | null;
            longitude?: number | null;
        };
        PetInput: {
            name?: string;
            species?: components["schemas"]["Species"];
            breed?: string | null;
            color?: components["schemas"]["PetColor"] | null;
            secondary_color?: components["schemas"]["PetColor"] | null;
            /** @enum {string|null} */
            gender?: "MALE" | "FEMALE" | null;
            /** Format: date */
            birthday_on?: string | null;
            /** @description Whole years, for a pet whose birthday is unknown; ignored when birthday_on is given. */
            age?: number | null;
            spayed_neutered?: boolean | null;
            weight?: {
                value: number;
                is_metric: boolean;
            } | null;
            home_clinic_name?: string | null;
        };
        Clinic: {
            /** Format: uuid */
            uuid: string;
            name: string;
            /** @description From the clinic's record; a client cannot edit it. */
            email: string | null;
            phone: string | null;
            address_1?: string | null;
            city: string;
            province: string;
            country: string;
        };
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
        /**
         * @description PartnerMedicalRecordCompletionRequested links to /appointments/action-needed, inquiries to /appointments (client) or /appointments/requests (vet), appointment types to /appointments/{resource_id}, PayoutRequiresAttention to /account/billing.
         * @enum {string}
         */
        NotificationType: "AppointmentBooked" | "AppointmentCancelled" | "AppointmentIncomplete" | "AppointmentReminder" | "FollowUpRequested" | "InquiryReceived" | "PartnerMedicalRecordCompletionRequested" | "PartnerReviewed" | "PayoutRequiresAttention" | "NewsNotification";
        Notification: {
            /** Format: uuid */
            id: string;
            resource_id?: string | null;
            resource_description?: string | null;
            type: components["schemas"]["NotificationType"];
            body: string;
            /** Format: date-time */
            sent_at: string;
            /** Format: date-time */
            read_at: string | null;
            /** @description The in-app path the notification opens. */
            link: string | null;
        };
        CommunicationPreferences: {
            /** @description News and offers by email. */
            email_marketing: boolean;
            /** @description Appointment reminders by text message (10 minutes before). */
            sms_reminders: boolean;
            /** @description Appointment reminders by email (10 minutes before). */
            email_reminders: boolean;
        };
        /** @description The help chat widget's preferences, kept on the server so they follow the user. */
        ChatSettings: {
            /** @description Show the chat widget on every page. */
            widget_enabled: boolean;
            /** @description Play a sound when a message arrives. */
            sound_enabled: boolean;
            /** @description Email a transcript when a chat closes. */
            transcript_by_email: boolean;
        };
        /**
         * @description SENT until the friend registers (JOINED); COMPLETED once the friend completes a booking.
         * @enum {string}
         */
        ReferralStatus: "SENT" | "JOINED" | "COMPLETED";
        Referral: {
            /** Format: uuid */
            uuid: string;
            friend_email: string;
            status: components["schemas"]["ReferralStatus"];
            earnings: components["schemas"]["Money"];
            /** Format: date-time */
            created_at: string;
        };
        Referrals: {
            /** @description The friend's discount on a first appointment (40). */
            friend_percent_off: number;
            referrer_reward: components["schemas"]["Money"];
            total_earnings: components["schemas"]["Money"];
            items: components["schemas"]["Referral"][];
        };
        WalletGiftCard: {
            /** Format: uuid */
            uuid: string;
            code: string;
            description: string;
            balance: components["schemas"]["Money"];
            /** Format: date-time */
            expires_at: string | null;
        };
        WalletVoucher: {
            /** Format: uuid */
            uuid: string;
            code: string;
            description: string;
            /** @description -1 when unlimited. */
            appointments_left: number;
            is_unlimited: boolean;
            /** Format: date-time */
            expires_at: string | null;
        };
        WalletPromoCode: {
            /** Format: uuid */
            uuid: string;
            code: string;
            description: string;
            percent_off: number;
            /** Format: date-time */
            expires_at: string | null;
        };
        Wallet: {
            gift_cards: components["schemas"]["WalletGiftCard"][];
            vouchers: components["schemas"]["WalletVoucher"][];
            promo_codes: components["schemas"]["WalletPromoCode"][];
        };
        /** @enum {string} */
        QuoteItemType: "APPOINTMENT_FEE" | "ADJUSTMENT" | "PAYOUT_ADJUSTMENT" | "BOOKING_FEE" | "PLATFORM_FEE" | "COUPON" | "PARTNER_COUPON" | "PRODUCT" | "SUBSCRIPTION_PLAN" | "PRESCRIPTION" | "DISPENSING_FEE" | "SHIPPING_FEE" | "TRANSFER_FEE" | "FLEA_AND_TICK";
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
            /** @description The reference of the appointment this quote books the follow-up of (flat follow-up price). */
            followup_of?: string | null;
            /** @description True when the COUPON line is the referral offer (a referred friend's first appointment, 40% off) rather than the promo code: the larger of the two applies, never both. */
            referral_discount?: boolean;
        };
        /** @enum {string} */
        AppointmentStatus: "REQUIRES_PAYMENT" | "CONFIRMED" | "COMPLETED" | "CANCELLED" | "INCOMPLETE";
        /** @enum {string} */
        AppointmentCategory: "GENERAL" | "FOLLOW_UP" | "FLEA_AND_TICK" | "ALLERGIES";
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
            /** Format: date-time */
            cancelled_at?: string | null;
            cancel_reason?: string | null;
            /** @description Confirmed or RequiresPayment and the session has not ended. */
            can_cancel?: boolean;
            can_review?: boolean;
            can_transfer?: boolean;
            can_self_transfer?: boolean;
            /** @description Direct messaging is open (completed, inside the 48-hour window). */
            can_message?: boolean;
            /** Format: date-time */
            message_window_ends_at?: string | null;
            /** @description The reason for the visit. */
            consultation?: string | null;
            /** @description What the visit was booked as (the spec names the field, not its values): FOLLOW_UP when booked from a follow-up, else the booking's service type, else GENERAL. Filter the list by it with filter[category]. */
            category?: components["schemas"]["AppointmentCategory"] | null;
            /** @description The pet parent. `phone` only reaches the vet between both joining and finalization. */
            client?: {
                /** Format: uuid */
                uuid: string;
                first_name: string;
                last_name: string;
                phone?: string | null;
                has_verified_phone?: boolean;
                has_valid_address?: boolean;
            };
            follow_up?: null | {
                /**
                 * @description ACCEPTED once the client has booked and paid the follow-up.
                 * @enum {string}
                 */
                status: "PROPOSED" | "ACCEPTED" | "CANCELLED";
                message: string;
                /** Format: date-time */
                created_at: string;
                /**
                 * @description Proposed by the vet, or by the 24-hour auto-request.
                 * @enum {string}
                 */
                origin?: "PARTNER" | "AUTO";
                /** @description The flat follow-up price before a promo code (FOLLOWUP15 takes 15 % off). */
                price?: components["schemas"]["Money"];
                /** @description The follow-up appointment booked from it. */
                appointment_reference?: string | null;
            };
            reviewed?: boolean;
            /** @enum {string|null} */
            cancelled_by?: "CLIENT" | "PARTNER" | null;
            /**
             * @description After a vet cancelled a paid appointment: refund to card within 5 business days.
             * @enum {string|null}
             */
            refund_status?: "IN_PROGRESS" | "REFUNDED" | null;
            refund?: components["schemas"]["Money"] | null;
            /** @description The reference of the appointment this one follows up. */
            followup_of?: string | null;
            /**
             * Format: date-time
             * @description When the vet first joined the session; null while the vet never joined (the client may then report the no-show, vetNoShowRefusal).
             */
            partner_joined_at?: string | null;
            /**
             * @description Who reported an INCOMPLETE appointment: PARTNER (the client did not come) or CLIENT (the vet did not join; refunded).
             * @enum {string|null}
             */
            no_show_reported_by?: "CLIENT" | "PARTNER" | null;
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
    sendRegistrationCode: {
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
                };
            };
        };
        responses: {
            /** @description Sent (or, for an address with an account, the notice sent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
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
                    code: string;
                };
            };
        };
        responses: {
            /** @description Registered and signed in, the address verified */
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
    updateProfile: {
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
                "application/json": components["schemas"]["ProfileInput"];
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    requestPasswordReset: {
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
            429: components["responses"]["Error"];
        };
    };
    resetPassword: {
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
                    id: string;
                    code: string;
                    password: string;
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
                        data: components["schemas"]["AuthSession"];
                    };
                };
            };
            410: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    requestMagicLink: {
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
            429: components["responses"]["Error"];
        };
    };
    verifyMagicLogin: {
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
                    id: string;
                    code: string;
                    platform?: components["schemas"]["Platform"];
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
                        data: components["schemas"]["AuthSession"];
                    };
                };
            };
            410: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    listSocialProviders: {
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
                            provider_type: "apple" | "facebook" | "google" | "google-one-tap";
                            client_id: string;
                        }[];
                    };
                };
            };
        };
    };
    socialLogin: {
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
                    /** @enum {string} */
                    provider_type: "apple" | "facebook" | "google" | "google-one-tap";
                    access_token: string;
                    first_name?: string | null;
                    last_name?: string | null;
                    email?: string | null;
                    profile_photo?: string | null;
                    /** @enum {string} */
                    type?: "CLIENT" | "PARTNER";
                    agree_terms?: boolean;
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
                        data: components["schemas"]["AuthSession"];
                    };
                };
            };
            401: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getSsoOrganization: {
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
                organization: string;
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
                            slug: string;
                            name: string;
                            sign_in_url: string;
                        };
                    };
                };
            };
            404: components["responses"]["Error"];
        };
    };
    startSsoSignIn: {
        parameters: {
            query?: {
                /** @description A path on this site to land on after signing in (the landing rule applies). */
                redirect?: string;
            };
            header?: never;
            path: {
                organization: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's authorize URL, or back to the organisation's page with ?error=SSO_NOT_FOUND. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    completeSsoSignIn: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path: {
                organization: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the landing path, signed in; or back to the organisation's page with ?error=. */
            302: {
                headers: {
                    Location?: string;
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    sendEmailCode: {
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
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    verifyEmail: {
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
                    code: string;
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Fail"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    updatePhone: {
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
                    /** @description Calling code, such as 1 or 44. */
                    country_code: string;
                    phone_number: string;
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
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    sendPhoneCode: {
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
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @default SMS
                     * @enum {string}
                     */
                    channel?: "SMS" | "CALL";
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
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    verifyPhone: {
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
                    code: string;
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Fail"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    createAddress: {
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
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Address"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    updateAddress: {
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
                "application/json": components["schemas"]["AddressInput"];
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
                        data: components["schemas"]["Address"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    changePassword: {
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
                    current_password: string;
                    password: string;
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
                            /** Format: date-time */
                            password_changed_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    completeClientOnboarding: {
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    completePartnerOnboarding: {
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
                    /** @enum {string} */
                    designation: "VET" | "TECH";
                    post_nominal: string;
                    bio?: string;
                    school_name: string;
                    school_year: number;
                    /** @description Up to 10 (MAX_LICENCES); more, a past or invalid expiry date, a missing number each get a message under their field. */
                    licences: {
                        jurisdiction: string;
                        country: string;
                        number: string;
                        /** Format: date */
                        expires_on: string;
                    }[];
                    province: string;
                    country: string;
                    availability: {
                        weekday: number;
                        start_minute: number;
                        end_minute: number;
                    }[];
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    updatePet: {
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
                "application/json": components["schemas"]["PetInput"];
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
                        data: components["schemas"]["Pet"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    removePet: {
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
                    /** @enum {string} */
                    reason: "DECEASED" | "GAVE_AWAY" | "LOST" | "OTHER";
                    note?: string | null;
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
                        data: null;
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
    patchPet: {
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
                "application/json": components["schemas"]["PetInput"];
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
                        data: components["schemas"]["Pet"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    setDefaultPaymentMethod: {
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
                    /** @constant */
                    is_default: true;
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
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    removePaymentMethod: {
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
                        data: null;
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    uploadPetPhoto: {
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
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The pet with its photos */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Pet"];
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
    getPetPhoto: {
        parameters: {
            query: {
                sig: string;
            };
            header?: never;
            path: {
                uuid: string;
                photoUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            404: components["responses"]["Error"];
        };
    };
    removePetPhoto: {
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
                photoUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pet with its remaining photos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Pet"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    setPetHomeClinic: {
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
                    clinic_uuid?: string | null;
                    name?: string | null;
                };
            };
        };
        responses: {
            /** @description The pet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Pet"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    clearPetHomeClinic: {
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
            /** @description The pet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Pet"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    searchClinics: {
        parameters: {
            query?: {
                search?: string;
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
            /** @description Clinics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Clinic"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    listPaymentHistory: {
        parameters: {
            query?: {
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
            /** @description One page of transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Page"] & {
                            items: components["schemas"]["PaymentTransaction"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Page"] & {
                            unread: number;
                            items: components["schemas"]["Notification"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    recentNotifications: {
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
                            unread: number;
                            items: components["schemas"]["Notification"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    latestNews: {
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
                        data: components["schemas"]["Notification"] | null;
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    markAllNotificationsRead: {
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
                            /** @constant */
                            unread: 0;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    markNotificationRead: {
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
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    identifyChatWidget: {
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
                            email: string;
                            /** @description HMAC-SHA256 of the email with the chat widget secret. */
                            token: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getProfileMetrics: {
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
                            pets: number;
                            upcoming_appointments: number;
                            past_appointments: number;
                            unread_notifications: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getPermissions: {
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
                            scopes: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    uploadProfilePhoto: {
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
                    data_url: string;
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    removeProfilePhoto: {
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    updatePreferences: {
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
                    first_name?: string;
                    last_name?: string;
                    locale?: components["schemas"]["Locale"];
                    /** @description ISO 3166-1 alpha-2 country */
                    region?: string;
                    timezone?: string;
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    updateCommunicationPreferences: {
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
                    email_marketing?: boolean;
                    sms_reminders?: boolean;
                    email_reminders?: boolean;
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
                        data: components["schemas"]["CommunicationPreferences"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    requestEmailChange: {
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
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
            429: components["responses"]["Error"];
        };
    };
    verifyEmailChange: {
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
                    code: string;
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Fail"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getCommunicationPreferences: {
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
                        data: components["schemas"]["CommunicationPreferences"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getChatSettings: {
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
                        data: components["schemas"]["ChatSettings"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    updateChatSettings: {
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
                    widget_enabled?: boolean;
                    sound_enabled?: boolean;
                    transcript_by_email?: boolean;
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
                        data: components["schemas"]["ChatSettings"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    listReferrals: {
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
                        data: components["schemas"]["Referrals"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    sendReferral: {
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
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Referral"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getWallet: {
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
                        data: components["schemas"]["Wallet"];
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
    createPet: {
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
                "application/json": components["schemas"]["PetInput"] & Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Pet"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
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
                    /** @description Required on every card saved (part 2, section 5); a card sent without it, or with a field left empty, is refused with each field's message (422). */
                    billing_details?: components["schemas"]["BillingDetails"];
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
                "filter[category]"?: components["schemas"]["AppointmentCategory"];
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
    getCancellationPolicy: {
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
            /** @description Policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["CancellationPolicy"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    cancelAppointment: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBody"];
            };
        };
        responses: {
            /** @description Cancelled */
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
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    updateAppointmentConcerns: {
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
        requestBody: {
            content: {
                "application/json": {
                    concerns: string[];
                };
            };
        };
        responses: {
            /** @description Concerns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            concerns: string[];
                        };
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
    transferAppointment: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    partner_uuid: string;
                    /**
                     * Format: date-time
                     * @description A free 30-minute time of the new vet; default the appointment's own time.
                     */
                    start_at?: string;
                    /**
                     * Format: uuid
                     * @description The card for the transfer fee.
                     */
                    payment_method_uuid?: string;
                    /** @description The fee the client saw (minor units). */
                    expected_fee?: number;
                };
            };
        };
        responses: {
            /** @description Transferred */
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
            402: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getTransferQuote: {
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
            /** @description Transfer quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["TransferQuote"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getAppointmentReceipt: {
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
            /** @description Receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Receipt"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    reportVetNoShow: {
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
            /** @description The appointment, now INCOMPLETE */
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
            409: components["responses"]["Error"];
        };
    };
    downloadClientMedicalRecord: {
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
            /** @description Link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            /** @description A signed link to the PDF (GET /documents/medical-record/{ref}.pdf). */
                            url: string;
                            /**
                             * Format: date-time
                             * @description The link works until then (10 minutes).
                             */
                            expires_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    reviewAppointment: {
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
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    title: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            rating: number;
                            title: string;
                            text: string;
                        };
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
    answerFollowUp: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "ACCEPT" | "CANCEL";
                };
            };
        };
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
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    createFollowUpQuote: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    start_at: string;
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
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    listPartnerAppointments: {
        parameters: {
            query?: {
                tab?: "upcoming" | "past" | "action-needed" | "accelerator-appointments" | "requests";
                page?: number;
                per_page?: number;
                search?: string;
                "filter[category]"?: components["schemas"]["AppointmentCategory"];
                sort?: "start_at" | "-start_at";
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
    getPartnerAppointment: {
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
    confirmAppointment: {
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
            409: components["responses"]["Error"];
        };
    };
    declineAppointment: {
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
            409: components["responses"]["Error"];
        };
    };
    getPartnerCancellationPolicy: {
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
            /** @description Policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["PartnerCancellationPolicy"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    cancelPartnerAppointment: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerCancelBody"];
            };
        };
        responses: {
            /** @description Cancelled */
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
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    markAppointmentIncomplete: {
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
            409: components["responses"]["Error"];
        };
    };
    getPartnerAppointmentReceipt: {
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
            /** @description Statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["PartnerReceipt"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    requestFollowUp: {
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
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
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
            409: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    emailMedicalRecord: {
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
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            sent_to: string;
                            /**
                             * Format: date-time
                             * @description The emailed link works until then (7 days).
                             */
                            expires_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    downloadPartnerMedicalRecord: {
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
            /** @description Link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            /** @description A signed link to the PDF (GET /documents/medical-record/{ref}.pdf). */
                            url: string;
                            /**
                             * Format: date-time
                             * @description The link works until then (10 minutes).
                             */
                            expires_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    finalizeMedicalRecord: {
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
            /** @description Record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["MedicalRecord"];
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
    getAutoFollowUp: {
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
            /** @description Setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            enabled: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    setAutoFollowUp: {
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
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            enabled: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getSession: {
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
            /** @description Session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Session"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    updateSession: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionUpdate"];
            };
        };
        responses: {
            /** @description Session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Session"];
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
    getSessionPin: {
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
            /** @description Dial-in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            code: string;
                            /** @description The DIAL_IN_NUMBER the server is configured with; null when dial-in is not offered (the app hides it). */
                            phone_number: {
                                international_format: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listRecordNotes: {
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
            /** @description Record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["MedicalRecord"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    addRecordNote: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteInput"];
            };
        };
        responses: {
            /** @description Saved entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["RecordNote"];
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
    removeRecordNote: {
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
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["RecordNote"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                channel?: "ROOM" | "DIRECT";
            };
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
            /** @description Messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            items: components["schemas"]["Message"][];
                            can_send: boolean;
                            /** Format: date-time */
                            window_ends_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    sendMessage: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "ROOM" | "DIRECT";
                    body: string;
                };
            };
        };
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Message"];
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
    listMedia: {
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
            /** @description Files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            items: components["schemas"]["Media"][];
                            max_files: number;
                            max_bytes: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    uploadMedia: {
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
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    content_type: string;
                    /** @description At most the base64 of 10 MB (the whole per-appointment allowance). */
                    content_base64: string;
                };
            };
        };
        responses: {
            /** @description Uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Media"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            413: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    removeMedia: {
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
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            /** Format: uuid */
                            uuid: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getMediaContent: {
        parameters: {
            query: {
                u: string;
                expires: number;
                sig: string;
            };
            header?: never;
            path: {
                ref: string;
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/webp": string;
                    "image/heic": string;
                    "image/heif": string;
                    "application/pdf": string;
                    "video/mp4": string;
                    "video/quicktime": string;
                    "video/webm": string;
                    "application/octet-stream": string;
                };
            };
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
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
            403: components["responses"]["Error"];
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
    listClientInquiries: {
        parameters: {
            query?: {
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
            /** @description Inquiries, soonest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["InquiryList"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    listPartnerInquiries: {
        parameters: {
            query?: {
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
            /** @description Inquiries, soonest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["InquiryList"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getAcceleratorProgram: {
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
            /** @description The programme and its appointments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["AcceleratorProgram"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    listPetAppointments: {
        parameters: {
            query?: {
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
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the pet's history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["PetHistory"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    getPetAppointment: {
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
                selected: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appointment and its finalized record entries (never private notes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["PetHistoryDetail"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getPrescriptionLink: {
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
            /** @description Link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            url: string;
                            /**
                             * Format: date-time
                             * @description The link's expiry.
                             */
                            expires_at: string;
                            prescription: {
                                /** Format: uuid */
                                uuid: string;
                                medication_name: string;
                                /** Format: date-time */
                                expires_at: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
        };
    };
    listProductRecommendations: {
        parameters: {
            query: {
                appointment_reference_id: string;
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
            /** @description Products, the closest match first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            items: components["schemas"]["ProductRecommendation"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    listDiagnosticKits: {
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
            /** @description Kits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            items: components["schemas"]["DiagnosticKit"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    recommendDiagnosticKit: {
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
                productUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kit, now recommended */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["DiagnosticKit"];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getAppointmentUpgradeOffer: {
        parameters: {
            query?: {
                appointment_reference_id?: string;
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
            /** @description The offer or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["Offer"] | null;
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            422: components["responses"]["Fail"];
        };
    };
    downloadOrderReceipt: {
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
            /** @description Link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            /** @description A signed link to the PDF (GET /documents/order-receipt/{ref}.pdf). */
                            url: string;
                            /**
                             * Format: date-time
                             * @description The link works until then (10 minutes).
                             */
                            expires_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getDocument: {
        parameters: {
            query: {
                u: string;
                expires: number;
                sig: string;
            };
            header?: never;
            path: {
                kind: "medical-record" | "prescription" | "order-receipt";
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
        };
    };
}
