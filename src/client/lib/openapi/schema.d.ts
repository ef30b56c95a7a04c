// Generated from the API document (GET /api/openapi.json, built from src/server/api-routes.ts) by
// `npm run generate:api-types`. Do not edit: scripts/api-types.test.ts fails when it is stale.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database in use and whether it answers
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            /** @enum {string} */
                            status: "ok" | "error";
                            database: string;
                            databaseResponds: boolean;
                            latencyMs?: number;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description Either shape; errors: DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "error";
                            database: string;
                            databaseResponds: boolean;
                            latencyMs?: number;
                        } | {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this instance takes requests: not draining, primary reachable and writable
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            ready: boolean;
                            /** @enum {string} */
                            reason?: "draining" | "database_unreachable" | "database_read_only";
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description Either shape; errors: DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ready: boolean;
                            /** @enum {string} */
                            reason?: "draining" | "database_unreachable" | "database_read_only";
                        } | {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This description
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            openapi: "3.1.0";
                            paths: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the sign-in screen needs (Google on, verification required)
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            googleEnabled: boolean;
                            emailVerificationRequired: boolean;
                            passwordMinLength: number;
                            maintenanceMode: boolean;
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a crash seen in the browser
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        stack?: string;
                        path?: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact-form message
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        subject: string;
                        message: string;
                        /** @enum {string} */
                        language?: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up an owner with the store information
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        email: string;
                        password: string;
                        storeName: string;
                        storeStreet: string;
                        storeCity: string;
                        storeState: string;
                        storeZip: string;
                        storePhone: string;
                        timezone?: string;
                        /** @enum {string} */
                        language?: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            ok: true;
                            verificationRequired: boolean;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, WEAK_PASSWORD */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "WEAK_PASSWORD";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (5 failed attempts per email in 15 minutes lock it)
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        rememberMe?: boolean;
                        callbackURL?: string;
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
                            redirect: boolean;
                            token: string;
                            user: {
                                id: string;
                                email: string;
                                name: string;
                                emailVerified: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED, INVALID_CREDENTIALS */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED" | "INVALID_CREDENTIALS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN, EMAIL_NOT_VERIFIED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN" | "EMAIL_NOT_VERIFIED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED, TOO_MANY_LOGIN_ATTEMPTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED" | "TOO_MANY_LOGIN_ATTEMPTS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start Google sign-in (answers Google's consent URL)
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "google";
                        callbackURL?: string;
                        errorCallbackURL?: string;
                        newUserCallbackURL?: string;
                        disableRedirect?: boolean;
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
                            url: string;
                            redirect: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google sends the browser back here (redirects into the app)
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query: {
                    code?: string;
                    state: string;
                    scope?: string;
                    authuser?: string;
                    hd?: string;
                    prompt?: string;
                    iss?: string;
                    error?: string;
                    error_description?: string;
                };
                header?: never;
                path: {
                    id: "google";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect */
                302: {
                    headers: {
                        Location: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            success: boolean;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Better Auth session, or null
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        "application/json": ({
                            session: {
                                id: string;
                                userId: string;
                            } & {
                                [key: string]: unknown;
                            };
                            user: {
                                id: string;
                                email: string;
                                name: string;
                                emailVerified: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        }) | null;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        redirectTo?: string;
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
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new (strong) password with the mailed token
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newPassword: string;
                        token: string;
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
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, WEAK_PASSWORD */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "WEAK_PASSWORD";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password (the new one must be strong)
         * @description Access: any signed-in user.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                        revokeOtherSessions?: boolean;
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
                            token: string | null;
                            user: {
                                id: string;
                                email: string;
                                name: string;
                                emailVerified: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, WEAK_PASSWORD */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "WEAK_PASSWORD";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED, TOO_MANY_LOGIN_ATTEMPTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED" | "TOO_MANY_LOGIN_ATTEMPTS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the password of the signed-in user
         * @description Access: any signed-in user.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
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
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED, TOO_MANY_LOGIN_ATTEMPTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED" | "TOO_MANY_LOGIN_ATTEMPTS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new confirmation link
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        callbackURL?: string;
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
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The link in the confirmation email (redirects into the app)
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query: {
                    token: string;
                    callbackURL?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect */
                302: {
                    headers: {
                        Location: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, role, store and admin flag; null when signed out
         * @description Access: anyone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            user: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                emailVerified: boolean;
                                language: ("en" | "es") | null;
                            };
                            role: ("store_owner" | "employee") | null;
                            isFirstLogin: boolean;
                            isAdmin: boolean;
                            store: {
                                id: string;
                                name: string;
                                address: string | null;
                                street: string | null;
                                city: string | null;
                                state: string | null;
                                zip: string | null;
                                phone: string | null;
                                timezone: string;
                                subscriptionStatus: ("trial" | "active" | "suspended" | "expired") | string;
                                trialEndDate: string | null;
                                subscriptionEndDate: string | null;
                                createdAt: string;
                                lapsed: ("expired" | "suspended") | null;
                                renewsByCard: boolean;
                                employeesShareStatements: boolean;
                                /** @enum {string} */
                                language: "en" | "es";
                            } | null;
                        } | null;
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The signed-in person's language (English or Spanish), kept on their profile
         * @description Access: any signed-in user.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * First-login store setup (one store per owner)
         * @description Access: any signed-in user.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        street: string;
                        city: string;
                        state: string;
                        zip: string;
                        phone: string;
                        timezone: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            storeId: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, SETUP_NOT_ALLOWED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "SETUP_NOT_ALLOWED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_ALREADY_SET_UP */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_ALREADY_SET_UP";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's store
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            id: string;
                            name: string;
                            address: string | null;
                            street: string | null;
                            city: string | null;
                            state: string | null;
                            zip: string | null;
                            phone: string | null;
                            timezone: string;
                            employeesShareStatements: boolean;
                            createdAt: string;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        /**
         * Store Settings
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone?: string;
                        /** @default  */
                        address?: string;
                        timezone: string;
                        employeesShareStatements?: boolean;
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
                            id: string;
                            name: string;
                            address: string | null;
                            street: string | null;
                            city: string | null;
                            state: string | null;
                            zip: string | null;
                            phone: string | null;
                            timezone: string;
                            employeesShareStatements: boolean;
                            createdAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard tiles for the store's business day
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            businessDate: string;
                            totalCustomers: number;
                            todaysSalesCents: number;
                            activeCredits: number;
                            redFlagged: number;
                            customersServedToday: number;
                            creditGivenTodayCents: number;
                            tasks: {
                                dailyLogSaved: boolean;
                                nearLimitCount: number;
                                nearLimit: {
                                    id: string;
                                    name: string;
                                    creditBalanceCents: number;
                                    creditLimitCents: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stores by name, owner email or owner name and status, one page, with the four counters
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "all" | "trial" | "active" | "suspended" | "expired";
                    page?: number;
                    size?: number;
                };
                header?: never;
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
                            stores: {
                                id: string;
                                name: string;
                                ownerName: string | null;
                                ownerEmail: string | null;
                                subscriptionStatus: string;
                                effectiveStatus: string;
                                trialEndDate: string | null;
                                subscriptionEndDate: string | null;
                                createdAt: string;
                            }[];
                            matching: number;
                            page: number;
                            size: number;
                            counters: {
                                total: number;
                                trial: number;
                                active: number;
                                suspendedOrExpired: number;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store, its owner, its subscription dates, its counts and admin notes
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            store: {
                                id: string;
                                name: string;
                                address: string | null;
                                phone: string | null;
                                timezone: string;
                                createdAt: string;
                                notes: string | null;
                                subscriptionStatus: string;
                                effectiveStatus: string;
                                trialStartDate: string | null;
                                trialEndDate: string | null;
                                subscriptionStartDate: string | null;
                                subscriptionEndDate: string | null;
                                lastPaymentDate: string | null;
                            };
                            owner: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                            } | null;
                            counts: {
                                customers: number;
                                dailyLogs: number;
                                employees: number;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete the store, all its data and files, and its users that belong to no other store
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            id: string;
                            deletedUsers: number;
                            deletedFiles: number;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the admin notes alone (at most 5,000 characters)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes: string;
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
                            storeId: string;
                            notes: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/cheques": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a received cheque: active one month from today or from the current end
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountCents: number;
                        chequeNumber: string;
                        receivedOn: string;
                        notes?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            storeId: string;
                            subscriptionStatus: string;
                            effectiveStatus: string;
                            trialEndDate: string | null;
                            subscriptionEndDate: string | null;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CHEQUE_ALREADY_RECORDED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CHEQUE_ALREADY_RECORDED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend the store (read-only)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
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
                            storeId: string;
                            subscriptionStatus: string;
                            effectiveStatus: string;
                            trialEndDate: string | null;
                            subscriptionEndDate: string | null;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_ALREADY_SUSPENDED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_ALREADY_SUSPENDED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a suspended store
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
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
                            storeId: string;
                            subscriptionStatus: string;
                            effectiveStatus: string;
                            trialEndDate: string | null;
                            subscriptionEndDate: string | null;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_NOT_SUSPENDED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_NOT_SUSPENDED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/extend-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend the trial by 7, 14, 30 or 60 days
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        days: 7 | 14 | 30 | 60;
                        notes?: string;
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
                            storeId: string;
                            subscriptionStatus: string;
                            effectiveStatus: string;
                            trialEndDate: string | null;
                            subscriptionEndDate: string | null;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description STORE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "STORE_NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live counts for the admin dashboard
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            stores: {
                                total: number;
                                trial: number;
                                active: number;
                                suspended: number;
                                expired: number;
                            };
                            signupsThisMonth: number;
                            adminUsers: number;
                            users: number;
                            customers: number;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admin-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every platform admin with their profile
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            admins: {
                                userId: string;
                                email: string;
                                firstName: string | null;
                                lastName: string | null;
                                createdAt: string;
                                isSelf: boolean;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a new admin account (an existing email is 409: promote it instead)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            userId: string;
                            promoted: boolean;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description EMAIL_TAKEN */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "EMAIL_TAKEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, WEAK_PASSWORD */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "WEAK_PASSWORD";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admin-users/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an existing account a platform admin
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                            userId: string;
                            promoted: boolean;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/create-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Super Admin: a new admin, or the existing account promoted
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            userId: string;
                            promoted: boolean;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description EMAIL_TAKEN */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "EMAIL_TAKEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, WEAK_PASSWORD */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "WEAK_PASSWORD";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admin-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user's admin rights (not oneself, not the last admin)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            ok: true;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_CANNOT_DELETE_SELF, LAST_ADMIN */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_CANNOT_DELETE_SELF" | "LAST_ADMIN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link to an account
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                            ok: true;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAIL_FAILED */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAIL_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a support email
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string;
                        subject: string;
                        message: string;
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
                            ok: true;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAIL_FAILED */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAIL_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test email through the mail transport (answers the transport's error text on failure)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                            delivered: boolean;
                            smtpError: string | null;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this admin session needs, has and gave a TOTP code
         * @description Access: a platform admin, before or after giving the second factor.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            required: boolean;
                            enrolled: boolean;
                            verified: boolean;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/two-factor/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new TOTP secret for an authenticator app (until a code confirms it)
         * @description Access: a platform admin, before or after giving the second factor.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            secret: string;
                            otpauthUri: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description TWO_FACTOR_ALREADY_ENROLLED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "TWO_FACTOR_ALREADY_ENROLLED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/two-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a TOTP code: confirms enrolment and verifies this session
         * @description Access: a platform admin, before or after giving the second factor.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                            ok: true;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description TOO_MANY_LOGIN_ATTEMPTS */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "TOO_MANY_LOGIN_ATTEMPTS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/monthly-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signups, approved, pending, revenue and conversion of ?month=YYYY-MM (default: this month, UTC)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: {
                    month?: string;
                };
                header?: never;
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
                            month: string;
                            totalSignups: number;
                            approvedStores: number;
                            pendingStores: number;
                            monthlyRevenueCents: number;
                            recurringEstimateCents: number;
                            conversionRate: number;
                            breakdown: {
                                /** @enum {string} */
                                status: "trial" | "active" | "suspended" | "expired" | "unknown";
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the security audit log (?limit 1–100, default 50) under filters: store, user, action, table, from/to; ?cursor for the next
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: {
                    store?: string;
                    user?: string;
                    action?: "INSERT" | "UPDATE" | "DELETE";
                    table?: string;
                    from?: string;
                    to?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
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
                            entries: {
                                id: string;
                                action: string;
                                tableName: string;
                                recordId: string | null;
                                userId: string | null;
                                storeId: string | null;
                                ipAddress: string | null;
                                userAgent: string | null;
                                createdAt: string;
                                userEmail: string | null;
                                userName: string | null;
                                storeName: string | null;
                                oldValues: {
                                    [key: string]: unknown;
                                } | null;
                                newValues: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/audit-log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered security audit log as CSV, newest first
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: {
                    store?: string;
                    user?: string;
                    action?: "INSERT" | "UPDATE" | "DELETE";
                    table?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
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
                        "text/csv": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/failed-sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest 100 failed sign-in attempts
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            attempts: {
                                id: string;
                                email: string;
                                ipAddress: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active sessions across the platform (never their tokens)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            sessions: {
                                id: string;
                                userId: string;
                                email: string;
                                name: string;
                                /** @enum {string} */
                                role: "admin" | "store_owner" | "employee" | "none";
                                storeName: string | null;
                                ipAddress: string | null;
                                userAgent: string | null;
                                createdAt: string;
                                lastSeenAt: string;
                                expiresAt: string;
                                isCurrent: boolean;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/sessions/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a session: that browser is signed out on its next request and its live streams end
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            revoked: true;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/daily-credit-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear today's daily credit of every customer in every store (once at a time; one audit row)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            customersReset: number;
                            ranAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DAILY_RESET_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DAILY_RESET_IN_PROGRESS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Real checks: database latency, mail transport, storage, last backup, last job runs
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            checkedAt: string;
                            database: {
                                isOk: boolean;
                                latencyMs: number | null;
                                error: string | null;
                            };
                            mail: {
                                /** @enum {string} */
                                mode: "smtp" | "outbox";
                                isOk: boolean;
                                error: string | null;
                            };
                            storage: {
                                isOk: boolean;
                                error: string | null;
                            };
                            backup: {
                                file: string;
                                at: string;
                                sizeBytes: number;
                            } | null;
                            jobs: {
                                name: string;
                                startedAt: string;
                                finishedAt: string | null;
                                isOk: boolean;
                                error: string | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customer directory: ?q search, pages of 50 by ?cursor; ?archived=true (owner): the archived customers
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    archived?: "true" | "false";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
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
                            items: {
                                id: string;
                                displayId: string;
                                name: string;
                                phone: string;
                                email: string | null;
                                photoUrl: string | null;
                                creditBalanceCents: number;
                                hasDailyCredit: boolean;
                                internalRedFlag: boolean;
                                redFlagNotes: string | null;
                                verifiedCustomer: boolean;
                                loyalCustomer: boolean;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a customer (the server makes the 8-digit id; Idempotency-Key header: a retry returns the first answer)
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone: string;
                        email?: string | null;
                        address?: string | null;
                        notes?: string | null;
                        language?: ("en" | "es") | null;
                        /** Format: date-time */
                        occurredAt?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description IDEMPOTENCY_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "IDEMPOTENCY_IN_PROGRESS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, IDEMPOTENCY_KEY_REUSED, ENTRY_TOO_OLD, ENTRY_IN_FUTURE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "ENTRY_TOO_OLD" | "ENTRY_IN_FUTURE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a customer: archived when they have ledger entries, else removed; refused while the balance is not zero
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            /** @enum {string} */
                            outcome: "archived" | "deleted";
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_HAS_BALANCE, CUSTOMER_HAS_STORE_CREDIT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_HAS_BALANCE" | "CUSTOMER_HAS_STORE_CREDIT";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Owner: bring an archived customer back into the directory
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/status": {
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
         * Block, Verified or Loyal
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isBlocked: boolean;
                    } | {
                        verifiedCustomer: boolean;
                    } | {
                        loyalCustomer: boolean;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED, CUSTOMER_BLOCKED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED" | "CUSTOMER_BLOCKED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/customers/{id}/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The language of the customer's reminders, receipts and statement (null: the store's)
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        language: ("en" | "es") | null;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/red-flag": {
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
         * Red flag and its reason
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        internalRedFlag: boolean;
                        redFlagNotes?: string | null;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/customers/{id}/credit-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Credit limit
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        creditLimitCents: number;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's photo (JPEG), to this store's users only
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
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
                        "image/jpeg": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        /**
         * Photo upload: raw JPEG/PNG/WebP bytes, at most 5 MB
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "image/*": string;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description IMAGE_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "IMAGE_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, UNSUPPORTED_IMAGE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "UNSUPPORTED_IMAGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove the photo
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give credit (Idempotency-Key header: a retry returns the first answer)
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountCents: number;
                        notes?: string | null;
                        /** Format: date-time */
                        occurredAt?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entry: {
                                id: string;
                                /** @enum {string} */
                                transactionType: "credit_given" | "credit_paid";
                                amountCents: number;
                                notes: string | null;
                                businessDate: string;
                                createdAt: string;
                                occurredAt: string | null;
                                createdByName: string | null;
                                balanceAfterCents: number;
                            };
                            customer: {
                                id: string;
                                displayId: string;
                                name: string;
                                phone: string;
                                email: string | null;
                                address: string | null;
                                notes: string | null;
                                photoUrl: string | null;
                                creditBalanceCents: number;
                                creditLimitCents: number;
                                hasDailyCredit: boolean;
                                dailyCreditOn: string | null;
                                internalRedFlag: boolean;
                                redFlagNotes: string | null;
                                isBlocked: boolean;
                                verifiedCustomer: boolean;
                                loyalCustomer: boolean;
                                phoneNeedsReview: boolean;
                                language: ("en" | "es") | null;
                                archivedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED, CREDIT_ALREADY_GIVEN_TODAY, CUSTOMER_RED_FLAGGED, CUSTOMER_BLOCKED, CREDIT_LIMIT_EXCEEDED, DAILY_RESET_IN_PROGRESS, IDEMPOTENCY_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED" | "CREDIT_ALREADY_GIVEN_TODAY" | "CUSTOMER_RED_FLAGGED" | "CUSTOMER_BLOCKED" | "CREDIT_LIMIT_EXCEEDED" | "DAILY_RESET_IN_PROGRESS" | "IDEMPOTENCY_IN_PROGRESS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, IDEMPOTENCY_KEY_REUSED, ENTRY_TOO_OLD, ENTRY_IN_FUTURE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "ENTRY_TOO_OLD" | "ENTRY_IN_FUTURE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment (Idempotency-Key header: a retry returns the first answer)
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountCents: number;
                        notes?: string | null;
                        /** Format: date-time */
                        occurredAt?: string;
                        acceptStoreCredit?: boolean;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entry: {
                                id: string;
                                /** @enum {string} */
                                transactionType: "credit_given" | "credit_paid";
                                amountCents: number;
                                notes: string | null;
                                businessDate: string;
                                createdAt: string;
                                occurredAt: string | null;
                                createdByName: string | null;
                                balanceAfterCents: number;
                            };
                            customer: {
                                id: string;
                                displayId: string;
                                name: string;
                                phone: string;
                                email: string | null;
                                address: string | null;
                                notes: string | null;
                                photoUrl: string | null;
                                creditBalanceCents: number;
                                creditLimitCents: number;
                                hasDailyCredit: boolean;
                                dailyCreditOn: string | null;
                                internalRedFlag: boolean;
                                redFlagNotes: string | null;
                                isBlocked: boolean;
                                verifiedCustomer: boolean;
                                loyalCustomer: boolean;
                                phoneNeedsReview: boolean;
                                language: ("en" | "es") | null;
                                archivedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED, PAYMENT_EXCEEDS_BALANCE, STORE_CREDIT_LIMIT_EXCEEDED, DAILY_RESET_IN_PROGRESS, IDEMPOTENCY_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED" | "PAYMENT_EXCEEDS_BALANCE" | "STORE_CREDIT_LIMIT_EXCEEDED" | "DAILY_RESET_IN_PROGRESS" | "IDEMPOTENCY_IN_PROGRESS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, IDEMPOTENCY_KEY_REUSED, ENTRY_TOO_OLD, ENTRY_IN_FUTURE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "ENTRY_TOO_OLD" | "ENTRY_IN_FUTURE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/reset-daily-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset daily credit
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            id: string;
                            displayId: string;
                            name: string;
                            phone: string;
                            email: string | null;
                            address: string | null;
                            notes: string | null;
                            photoUrl: string | null;
                            creditBalanceCents: number;
                            creditLimitCents: number;
                            hasDailyCredit: boolean;
                            dailyCreditOn: string | null;
                            internalRedFlag: boolean;
                            redFlagNotes: string | null;
                            isBlocked: boolean;
                            verifiedCustomer: boolean;
                            loyalCustomer: boolean;
                            phoneNeedsReview: boolean;
                            language: ("en" | "es") | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED, DAILY_RESET_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED" | "DAILY_RESET_IN_PROGRESS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ledger history, newest first, with running balances
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
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
                            items: {
                                id: string;
                                /** @enum {string} */
                                transactionType: "credit_given" | "credit_paid";
                                amountCents: number;
                                notes: string | null;
                                businessDate: string;
                                createdAt: string;
                                occurredAt: string | null;
                                createdByName: string | null;
                                balanceAfterCents: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statement for ?from&to (business dates)
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
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
                            store: {
                                name: string;
                                address: string | null;
                                phone: string | null;
                                timezone: string;
                            };
                            customer: {
                                id: string;
                                displayId: string;
                                name: string;
                                phone: string;
                            };
                            from: string;
                            to: string;
                            openingBalanceCents: number;
                            entries: {
                                id: string;
                                /** @enum {string} */
                                transactionType: "credit_given" | "credit_paid";
                                amountCents: number;
                                notes: string | null;
                                businessDate: string;
                                createdAt: string;
                                occurredAt: string | null;
                                createdByName: string | null;
                                balanceAfterCents: number;
                            }[];
                            totalGivenCents: number;
                            totalPaidCents: number;
                            closingBalanceCents: number;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/statement-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's statement links (owner)
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            links: {
                                id: string;
                                createdAt: string;
                                createdByName: string | null;
                                expiresAt: string;
                                revokedAt: string | null;
                                lastOpenedAt: string | null;
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Make a link to the customer's statement (owner; employees if Store Settings allow)
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 30 */
                        expiresInDays?: 7 | 30 | 90;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            link: {
                                id: string;
                                createdAt: string;
                                createdByName: string | null;
                                expiresAt: string;
                                revokedAt: string | null;
                                lastOpenedAt: string | null;
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                            };
                            url: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CUSTOMER_ARCHIVED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CUSTOMER_ARCHIVED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statement-links/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a statement link (owner)
         * @description Access: the owner of the caller's store.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily-logs/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One business day's cash log, or null
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    date: string;
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
                            date: string;
                            log: {
                                startingCashCents: number;
                                cashSalesCents: number;
                                payoutsCents: number;
                                expensesCents: number;
                                actualCashCents: number;
                                id: string;
                                logDate: string;
                                notes: string | null;
                                expectedCashCents: number;
                                balanceCents: number;
                                createdAt: string;
                                updatedAt: string;
                                updatedByName: string | null;
                            } | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, DAILY_LOG_PAST_DATE_OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "DAILY_LOG_PAST_DATE_OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, DAILY_LOG_FUTURE_DATE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "DAILY_LOG_FUTURE_DATE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        /**
         * Save or update the cash log of a day (one per store and date; Idempotency-Key header: a retry returns the first answer)
         * @description Access: a member of the caller's store (employee or owner). Refused to a store whose subscription lapsed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    date: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        startingCashCents: number;
                        cashSalesCents: number;
                        payoutsCents: number;
                        expensesCents: number;
                        actualCashCents: number;
                        notes?: string | null;
                        /** Format: date-time */
                        occurredAt?: string;
                        baseUpdatedAt?: string | null;
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
                            log: {
                                startingCashCents: number;
                                cashSalesCents: number;
                                payoutsCents: number;
                                expensesCents: number;
                                actualCashCents: number;
                                id: string;
                                logDate: string;
                                notes: string | null;
                                expectedCashCents: number;
                                balanceCents: number;
                                createdAt: string;
                                updatedAt: string;
                                updatedByName: string | null;
                            };
                            /** @constant */
                            created: false;
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            log: {
                                startingCashCents: number;
                                cashSalesCents: number;
                                payoutsCents: number;
                                expensesCents: number;
                                actualCashCents: number;
                                id: string;
                                logDate: string;
                                notes: string | null;
                                expectedCashCents: number;
                                balanceCents: number;
                                createdAt: string;
                                updatedAt: string;
                                updatedByName: string | null;
                            };
                            /** @constant */
                            created: true;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, DAILY_LOG_PAST_DATE_OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "DAILY_LOG_PAST_DATE_OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DAILY_LOG_CHANGED, IDEMPOTENCY_IN_PROGRESS */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DAILY_LOG_CHANGED" | "IDEMPOTENCY_IN_PROGRESS";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, DAILY_LOG_FUTURE_DATE, IDEMPOTENCY_KEY_REUSED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "DAILY_LOG_FUTURE_DATE" | "IDEMPOTENCY_KEY_REUSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/daily-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily Log History for ?from&to (default: last 90 days)
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
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
                            from: string;
                            to: string;
                            logs: {
                                startingCashCents: number;
                                cashSalesCents: number;
                                payoutsCents: number;
                                expensesCents: number;
                                actualCashCents: number;
                                id: string;
                                logDate: string;
                                notes: string | null;
                                expectedCashCents: number;
                                balanceCents: number;
                                createdAt: string;
                                updatedAt: string;
                                updatedByName: string | null;
                            }[];
                            summary: {
                                totalSalesCents: number;
                                days: number;
                                averageDailySalesCents: number;
                                totalBalanceCents: number;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/daily-logs/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily Log History 'All': from the first log to today
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            from: string;
                            to: string;
                            logs: {
                                startingCashCents: number;
                                cashSalesCents: number;
                                payoutsCents: number;
                                expensesCents: number;
                                actualCashCents: number;
                                id: string;
                                logDate: string;
                                notes: string | null;
                                expectedCashCents: number;
                                balanceCents: number;
                                createdAt: string;
                                updatedAt: string;
                                updatedByName: string | null;
                            }[];
                            summary: {
                                totalSalesCents: number;
                                days: number;
                                averageDailySalesCents: number;
                                totalBalanceCents: number;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/monthly-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly Summary for ?month=YYYY-MM
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
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
                            month: string;
                            days: number;
                            cashSalesCents: number;
                            payoutsCents: number;
                            expensesCents: number;
                            profitLossCents: number;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/credit-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly Credit Summary: the past 30 days
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            from: string;
                            to: string;
                            totalGivenCents: number;
                            totalPaidCents: number;
                            netCents: number;
                            activeCustomers: number;
                            topCustomers: {
                                rank: number;
                                customerId: string;
                                name: string;
                                totalCents: number;
                                count: number;
                                averageCents: number;
                            }[];
                            recent: {
                                id: string;
                                createdAt: string;
                                businessDate: string;
                                customerId: string;
                                customerName: string;
                                /** @enum {string} */
                                transactionType: "credit_given" | "credit_paid";
                                amountCents: number;
                                notes: string | null;
                            }[];
                            recentCount: number;
                            recentNextCursor: string | null;
                            daily: {
                                date: string;
                                givenCents: number;
                                paidCents: number;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/credit-summary/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next page of the Credit Summary's recent entries: ?cursor=<id of the last row shown>
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query: {
                    cursor: string;
                };
                header?: never;
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
                            entries: {
                                id: string;
                                createdAt: string;
                                businessDate: string;
                                customerId: string;
                                customerName: string;
                                /** @enum {string} */
                                transactionType: "credit_given" | "credit_paid";
                                amountCents: number;
                                notes: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/red-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Red Flag Report
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            count: number;
                            totalBalanceCents: number;
                            averageBalanceCents: number;
                            customers: {
                                id: string;
                                name: string;
                                phone: string;
                                email: string | null;
                                photoUrl: string | null;
                                creditBalanceCents: number;
                                redFlagNotes: string | null;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/daily-logs.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * daily-logs as CSV for ?from&to (business dates)
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
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
                        "text/csv": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/daily-logs.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * daily-logs as XLSX for ?from&to (business dates)
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
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
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/credit-transactions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * credit-transactions as CSV for ?from&to (business dates)
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
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
                        "text/csv": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/credit-transactions.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * credit-transactions as XLSX for ?from&to (business dates)
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
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
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/customers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * customers as CSV
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        "text/csv": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/customers.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * customers as XLSX
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/red-flags.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * red-flags as CSV
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        "text/csv": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/red-flags.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * red-flags as XLSX
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/payroll.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * payroll as CSV
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: {
                    employeeId?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
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
                        "text/csv": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/payroll.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * payroll as XLSX
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: {
                    employeeId?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
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
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owner: the store's current employees
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            items: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                photoVersion: string | null;
                                createdAt: string;
                                lastSignInAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Owner: create an employee account (user, credentials, profile, role in one transaction)
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        /** @default  */
                        lastName?: string | "";
                        email: string;
                        password: string;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            userId: string;
                            employee: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                photoVersion: string | null;
                                createdAt: string;
                                lastSignInAt: string | null;
                            };
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description EMAIL_TAKEN */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "EMAIL_TAKEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, WEAK_PASSWORD */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "WEAK_PASSWORD";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Owner: delete an employee (role, sessions and credentials go at once; the name stays on past work)
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The employee's photo (JPEG), to this store's users only
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
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
                        "image/jpeg": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        /**
         * Owner: the employee's photo (raw JPEG/PNG/WebP bytes, at most 5 MB)
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "image/*": string;
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
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            photoVersion: string | null;
                            createdAt: string;
                            lastSignInAt: string | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description IMAGE_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "IMAGE_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, UNSUPPORTED_IMAGE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "UNSUPPORTED_IMAGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owner: payroll entries, newest first, pages of 50 by ?cursor; ?employeeId, ?from&to (start dates)
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: {
                    employeeId?: string;
                    from?: string;
                    to?: string;
                    cursor?: string;
                };
                header?: never;
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
                            items: {
                                id: string;
                                employeeId: string | null;
                                employeeName: string;
                                employeePhone: string | null;
                                entryDate: string;
                                startDate: string;
                                endDate: string;
                                payPeriodType: string;
                                totalHours: number;
                                totalAmountCents: number;
                                hourlyRateCents: number;
                                hasSignature: boolean;
                                signatureDate: string | null;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Owner: record a payroll entry with the employee's drawn signature (base64 PNG, at most 200 KB)
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        employeeId: string;
                        /** @enum {string} */
                        payPeriodType: "weekly" | "bi-weekly" | "monthly";
                        startDate: string;
                        endDate: string;
                        totalHours: number;
                        totalAmountCents: number;
                        signaturePng: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            employeeId: string | null;
                            employeeName: string;
                            employeePhone: string | null;
                            entryDate: string;
                            startDate: string;
                            endDate: string;
                            payPeriodType: string;
                            totalHours: number;
                            totalAmountCents: number;
                            hourlyRateCents: number;
                            hasSignature: boolean;
                            signatureDate: string | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payroll/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owner: one payroll entry
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            id: string;
                            employeeId: string | null;
                            employeeName: string;
                            employeePhone: string | null;
                            entryDate: string;
                            startDate: string;
                            endDate: string;
                            payPeriodType: string;
                            totalHours: number;
                            totalAmountCents: number;
                            hourlyRateCents: number;
                            hasSignature: boolean;
                            signatureDate: string | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Owner: delete a payroll entry and its signature (a correction is delete + new entry)
         * @description Access: the owner of the caller's store. Refused to a store whose subscription lapsed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payroll/{id}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owner: the entry's signature (PNG), never a public URL
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        "image/png": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/{id}/payroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owner: an employee's payroll: the person, a summary and the history
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            employee: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                photoVersion: string | null;
                                isCurrent: boolean;
                            };
                            summary: {
                                totalHours: number;
                                totalPayCents: number;
                                averageRateCents: number;
                                entryCount: number;
                            };
                            history: {
                                id: string;
                                employeeId: string | null;
                                employeeName: string;
                                employeePhone: string | null;
                                entryDate: string;
                                startDate: string;
                                endDate: string;
                                payPeriodType: string;
                                totalHours: number;
                                totalAmountCents: number;
                                hourlyRateCents: number;
                                hasSignature: boolean;
                                signatureDate: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subscription card: status, dates, card payments available, cheque instructions
         * @description Access: the owner of the caller's store.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            subscribed: boolean;
                            subscriptionStatus: ("trial" | "active" | "suspended" | "expired") | "unknown";
                            storedStatus: string;
                            trialEnded: boolean;
                            trialEndDate: string | null;
                            subscriptionEnd: string | null;
                            lapsed: ("expired" | "suspended") | null;
                            hasCardSubscription: boolean;
                            cardPaymentsEnabled: boolean;
                            cheque: {
                                amountCents: number;
                                payee: string;
                                mailingAddress: string;
                                contact: string;
                                memo: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a Stripe Checkout for the monthly plan (+ first-month processing fee)
         * @description Access: the owner of the caller's store.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            url: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description PAYMENTS_NOT_CONFIGURED, ALREADY_SUBSCRIBED */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "PAYMENTS_NOT_CONFIGURED" | "ALREADY_SUBSCRIBED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BILLING_PROVIDER_FAILED */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BILLING_PROVIDER_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back from Checkout: read the session from Stripe and apply it
         * @description Access: the owner of the caller's store.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sessionId: string;
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
                            subscribed: boolean;
                            subscriptionStatus: ("trial" | "active" | "suspended" | "expired") | "unknown";
                            storedStatus: string;
                            trialEnded: boolean;
                            trialEndDate: string | null;
                            subscriptionEnd: string | null;
                            lapsed: ("expired" | "suspended") | null;
                            hasCardSubscription: boolean;
                            cardPaymentsEnabled: boolean;
                            cheque: {
                                amountCents: number;
                                payee: string;
                                mailingAddress: string;
                                contact: string;
                                memo: string;
                            };
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description PAYMENTS_NOT_CONFIGURED, CHECKOUT_NOT_COMPLETE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "PAYMENTS_NOT_CONFIGURED" | "CHECKOUT_NOT_COMPLETE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BILLING_PROVIDER_FAILED */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BILLING_PROVIDER_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the Stripe Customer Portal
         * @description Access: the owner of the caller's store.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            url: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, OWNER_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "OWNER_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description PAYMENTS_NOT_CONFIGURED, CHECKOUT_NOT_COMPLETE */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "PAYMENTS_NOT_CONFIGURED" | "CHECKOUT_NOT_COMPLETE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BILLING_PROVIDER_FAILED */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BILLING_PROVIDER_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook (signature verified against the raw body)
         * @description Access: anyone.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    "Stripe-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            /** @description A Stripe event. Its raw bytes are verified against the Stripe-Signature header as sent: send them unchanged. */
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        type: string;
                        data?: Record<string, never>;
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
                            received: true;
                            duplicate: boolean;
                        };
                    };
                };
                /** @description INVALID_WEBHOOK */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_WEBHOOK";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The board: pinned first, then newest; pages of 20 by ?cursor
         * @description Access: a member of any store, or a platform admin (with the second factor given when required).
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
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
                            posts: {
                                id: string;
                                title: string;
                                content: string;
                                /** @enum {string} */
                                postType: "general" | "exchange" | "important" | "promotion";
                                isPinned: boolean;
                                storeId: string | null;
                                storeName: string | null;
                                authorId: string | null;
                                authorName: string | null;
                                media: {
                                    id: string;
                                    /** @enum {string} */
                                    mediaType: "image" | "video" | "file";
                                    contentType: string;
                                    name: string;
                                    sizeBytes: number;
                                }[];
                                messageCount: number;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a post (store and author from the session; files uploaded first)
         * @description Access: a member of any store, or a platform admin (with the second factor given when required). Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        content?: string | null;
                        /**
                         * @default general
                         * @enum {string}
                         */
                        postType?: "general" | "exchange" | "important" | "promotion";
                        /** @default [] */
                        mediaIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            postType: "general" | "exchange" | "important" | "promotion";
                            isPinned: boolean;
                            storeId: string | null;
                            storeName: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            media: {
                                id: string;
                                /** @enum {string} */
                                mediaType: "image" | "video" | "file";
                                contentType: string;
                                name: string;
                                sizeBytes: number;
                            }[];
                            messageCount: number;
                            createdAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, COMMUNITY_NO_STORE, COMMUNITY_PROMOTION_ADMIN_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "COMMUNITY_NO_STORE" | "COMMUNITY_PROMOTION_ADMIN_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post
         * @description Access: a member of any store, or a platform admin (with the second factor given when required).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            id: string;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            postType: "general" | "exchange" | "important" | "promotion";
                            isPinned: boolean;
                            storeId: string | null;
                            storeName: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            media: {
                                id: string;
                                /** @enum {string} */
                                mediaType: "image" | "video" | "file";
                                contentType: string;
                                name: string;
                                sizeBytes: number;
                            }[];
                            messageCount: number;
                            createdAt: string;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a post with its messages and files: platform admins, or the owner of the post's store
         * @description Access: a member of any store, or a platform admin (with the second factor given when required). Refused to a store whose subscription lapsed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            id: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, COMMUNITY_DELETE_FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "COMMUNITY_DELETE_FORBIDDEN";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Pin or unpin a post: platform admins only
         * @description Access: a member of any store, or a platform admin (with the second factor given when required).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isPinned: boolean;
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
                            id: string;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            postType: "general" | "exchange" | "important" | "promotion";
                            isPinned: boolean;
                            storeId: string | null;
                            storeName: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            media: {
                                id: string;
                                /** @enum {string} */
                                mediaType: "image" | "video" | "file";
                                contentType: string;
                                name: string;
                                sizeBytes: number;
                            }[];
                            messageCount: number;
                            createdAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, COMMUNITY_PIN_ADMIN_ONLY */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "COMMUNITY_PIN_ADMIN_ONLY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post's messages, oldest first
         * @description Access: a member of any store, or a platform admin (with the second factor given when required).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            messages: {
                                id: string;
                                postId: string;
                                content: string;
                                storeId: string | null;
                                storeName: string | null;
                                authorId: string | null;
                                authorName: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Send a message on a post
         * @description Access: a member of any store, or a platform admin (with the second factor given when required). Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            postId: string;
                            content: string;
                            storeId: string | null;
                            storeName: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, COMMUNITY_NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "COMMUNITY_NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one file for a post: raw bytes (image ≤ 10 MB, PDF ≤ 20 MB, MP4/WebM ≤ 100 MB), ?name=
         * @description Access: a member of any store, or a platform admin (with the second factor given when required). Refused to a store whose subscription lapsed.
         */
        post: {
            parameters: {
                query?: {
                    name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/octet-stream": string;
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            mediaType: "image" | "video" | "file";
                            contentType: string;
                            name: string;
                            sizeBytes: number;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description SUBSCRIPTION_LAPSED */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "SUBSCRIPTION_LAPSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE, COMMUNITY_NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE" | "COMMUNITY_NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, MEDIA_TOO_LARGE, UNSUPPORTED_MEDIA */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "MEDIA_TOO_LARGE" | "UNSUPPORTED_MEDIA";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Discard one of the caller's own uploads not attached to a post (a post that could not be created)
         * @description Access: a member of any store, or a platform admin (with the second factor given when required).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            id: string;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A community file, to signed-in members and admins only (HTTP ranges)
         * @description Access: a member of any store, or a platform admin (with the second factor given when required).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        "image/jpeg": string;
                        "image/png": string;
                        "image/webp": string;
                        "video/mp4": string;
                        "video/webm": string;
                        "application/pdf": string;
                    };
                };
                /** @description Partial content */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                        "image/webp": string;
                        "video/mp4": string;
                        "video/webm": string;
                        "application/pdf": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description Range not satisfiable */
                416: {
                    headers: {
                        "Content-Range": string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live stream (text/event-stream): board changes with sequence ids; Last-Event-ID or ?after= catches up
         * @description Access: a member of any store, or a platform admin (with the second factor given when required).
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                };
                header?: never;
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
                        "text/event-stream": string;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's VAPID public key (applicationServerKey)
         * @description Access: a member of the caller's store (employee or owner).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            publicKey: string;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe this device to push notifications
         * @description Access: a member of the caller's store (employee or owner).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED, PUSH_ENDPOINT_REFUSED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED" | "PUSH_ENDPOINT_REFUSED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn push notifications off for this device
         * @description Access: a member of the caller's store (employee or owner).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test notification to this device
         * @description Access: a member of the caller's store (employee or owner).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
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
                            delivered: number;
                            removed: number;
                            failed: number;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, NO_STORE */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "NO_STORE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "NOT_FOUND";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "RATE_LIMITED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE, MAINTENANCE_MODE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE" | "MAINTENANCE_MODE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The system settings (the SMTP password only as whether one is set)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            company_name: string;
                            company_email: string;
                            company_phone: string;
                            company_address: string;
                            /** @enum {string} */
                            timezone: "UTC" | "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Europe/London" | "Europe/Paris" | "Asia/Tokyo";
                            email_notifications_enabled: boolean;
                            smtp_host: string;
                            smtp_port: number;
                            smtp_username: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "JPY";
                            tax_rate: number;
                            payment_terms: number;
                            session_timeout: number;
                            password_min_length: number;
                            require_two_factor: boolean;
                            maintenance_mode: boolean;
                            debug_mode: boolean;
                            /** @enum {string} */
                            backup_frequency: "hourly" | "daily" | "weekly" | "monthly";
                            smtp_password_set: boolean;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        /**
         * Save settings (validated together: one bad value and nothing is saved)
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_name?: string;
                        company_email?: string;
                        company_phone?: string;
                        company_address?: string;
                        /** @enum {string} */
                        timezone?: "UTC" | "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Europe/London" | "Europe/Paris" | "Asia/Tokyo";
                        email_notifications_enabled?: boolean;
                        smtp_host?: string;
                        smtp_port?: number;
                        smtp_username?: string;
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "JPY";
                        tax_rate?: number;
                        payment_terms?: number;
                        session_timeout?: number;
                        password_min_length?: number;
                        require_two_factor?: boolean;
                        maintenance_mode?: boolean;
                        debug_mode?: boolean;
                        /** @enum {string} */
                        backup_frequency?: "hourly" | "daily" | "weekly" | "monthly";
                        smtp_password?: string | null;
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
                            company_name: string;
                            company_email: string;
                            company_phone: string;
                            company_address: string;
                            /** @enum {string} */
                            timezone: "UTC" | "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Europe/London" | "Europe/Paris" | "Asia/Tokyo";
                            email_notifications_enabled: boolean;
                            smtp_host: string;
                            smtp_port: number;
                            smtp_username: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "JPY";
                            tax_rate: number;
                            payment_terms: number;
                            session_timeout: number;
                            password_min_length: number;
                            require_two_factor: boolean;
                            maintenance_mode: boolean;
                            debug_mode: boolean;
                            /** @enum {string} */
                            backup_frequency: "hourly" | "daily" | "weekly" | "monthly";
                            smtp_password_set: boolean;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset every setting to its default
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description None, or an empty object */
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
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
                            company_name: string;
                            company_email: string;
                            company_phone: string;
                            company_address: string;
                            /** @enum {string} */
                            timezone: "UTC" | "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Europe/London" | "Europe/Paris" | "Asia/Tokyo";
                            email_notifications_enabled: boolean;
                            smtp_host: string;
                            smtp_port: number;
                            smtp_username: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "JPY";
                            tax_rate: number;
                            payment_terms: number;
                            session_timeout: number;
                            password_min_length: number;
                            require_two_factor: boolean;
                            maintenance_mode: boolean;
                            debug_mode: boolean;
                            /** @enum {string} */
                            backup_frequency: "hourly" | "daily" | "weekly" | "monthly";
                            smtp_password_set: boolean;
                        };
                    };
                };
                /** @description INVALID_BODY */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INVALID_BODY";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description CROSS_SITE_REQUEST, ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "CROSS_SITE_REQUEST" | "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "BODY_TOO_LARGE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The last scheduled backup: when, file, size
         * @description Access: a platform admin (with the second factor given when the platform requires it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                            backup: {
                                file: string;
                                sizeBytes: number;
                                finishedAt: string;
                                /** @enum {string} */
                                frequency: "hourly" | "daily" | "weekly" | "monthly";
                                kept: number;
                            } | null;
                        };
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "UNAUTHENTICATED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description ADMIN_ONLY, TWO_FACTOR_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "ADMIN_ONLY" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "VALIDATION_FAILED";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "INTERNAL";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
                /** @description DATABASE_UNAVAILABLE */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {unknown} */
                                code: "DATABASE_UNAVAILABLE";
                                fields?: components["schemas"]["FieldErrors"];
                                params?: components["schemas"]["ErrorParams"];
                            };
                        };
                    };
                };
            };
        };
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
        Error: {
            error: {
                /** @enum {unknown} */
                code: "VALIDATION_FAILED" | "INVALID_BODY" | "BODY_TOO_LARGE" | "METHOD_NOT_ALLOWED" | "UNAUTHENTICATED" | "FORBIDDEN" | "OWNER_ONLY" | "ADMIN_ONLY" | "ADMIN_CANNOT_DELETE_SELF" | "LAST_ADMIN" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_ENROLMENT_REQUIRED" | "TWO_FACTOR_ALREADY_ENROLLED" | "NOT_FOUND" | "STORE_NOT_FOUND" | "CROSS_SITE_REQUEST" | "TOO_MANY_LOGIN_ATTEMPTS" | "RATE_LIMITED" | "INVALID_CREDENTIALS" | "EMAIL_NOT_VERIFIED" | "EMAIL_TAKEN" | "WEAK_PASSWORD" | "STORE_ALREADY_SET_UP" | "NO_STORE" | "SETUP_NOT_ALLOWED" | "MAIL_FAILED" | "PAYMENTS_NOT_CONFIGURED" | "MAINTENANCE_MODE" | "SUBSCRIPTION_LAPSED" | "SUBSCRIPTION_ALREADY_SUSPENDED" | "SUBSCRIPTION_NOT_SUSPENDED" | "CHECKOUT_NOT_COMPLETE" | "BILLING_PROVIDER_FAILED" | "INVALID_WEBHOOK" | "CHEQUE_ALREADY_RECORDED" | "ALREADY_SUBSCRIBED" | "CREDIT_ALREADY_GIVEN_TODAY" | "DAILY_RESET_IN_PROGRESS" | "CUSTOMER_RED_FLAGGED" | "CUSTOMER_BLOCKED" | "CREDIT_LIMIT_EXCEEDED" | "CUSTOMER_HAS_BALANCE" | "CUSTOMER_HAS_STORE_CREDIT" | "CUSTOMER_ARCHIVED" | "PAYMENT_EXCEEDS_BALANCE" | "STORE_CREDIT_LIMIT_EXCEEDED" | "DAILY_LOG_FUTURE_DATE" | "DAILY_LOG_PAST_DATE_OWNER_ONLY" | "DAILY_LOG_CHANGED" | "ENTRY_TOO_OLD" | "ENTRY_IN_FUTURE" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS" | "UNSUPPORTED_IMAGE" | "IMAGE_TOO_LARGE" | "COMMUNITY_PIN_ADMIN_ONLY" | "COMMUNITY_PROMOTION_ADMIN_ONLY" | "COMMUNITY_DELETE_FORBIDDEN" | "COMMUNITY_NO_STORE" | "UNSUPPORTED_MEDIA" | "MEDIA_TOO_LARGE" | "PUSH_ENDPOINT_REFUSED" | "DATABASE_UNAVAILABLE" | "INTERNAL";
                fields?: components["schemas"]["FieldErrors"];
                params?: components["schemas"]["ErrorParams"];
            };
        };
        FieldErrors: {
            [key: string]: string;
        };
        ErrorParams: {
            [key: string]: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
