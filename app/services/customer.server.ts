import { z } from 'zod';
import type { ProductSort } from '../../backend/src/schemas/catalogue.js';
import {
  communicationSettingsSchema,
  customerAddressListSchema,
  customerSchema,
  favoriteProductListSchema,
  favoritesSchema,
  newsletterTopicListSchema,
  registrationPendingSchema,
  shoppingSettingsSchema,
  type AddressFields,
  type AddressType,
  type CommunicationSettings,
  type ProfileUpdateBody,
  type RegistrationBody,
  type ShoppingSettings,
} from '../../backend/src/schemas/customer.js';
import { cardInfoListSchema } from '../../backend/src/schemas/loyalty.js';
import { loyaltyVoucherListSchema } from '../../backend/src/schemas/vouchers.js';
import { favoriteSources, type FavoriteSource } from './favorite-sources';
import type { ApiClient } from './api-client.server';

/** 202 (a confirmation e-mail went out) or 200 with the new, logged-in customer (§7). */
const registrationAnswerSchema = z.union([registrationPendingSchema, customerSchema]);
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The shopper's account (§7 Customer and auth, addresses, favorites); the API owns the session. */
export function createCustomerClient(api: ApiClient) {
  return {
    getCustomer: () => api.request('/api/customers', { schema: customerSchema }),
    getLoyaltyVouchers: () =>
      api.request('/api/customers/loyalty/vouchers', { schema: loyaltyVoucherListSchema }),
    /** §7 card-info: the member's cards named, each with its barcode (without its digits). */
    getCardInfo: (currentIds: string[]) =>
      api.request('/api/customers/loyalty/card-info', {
        query: { currentIds: currentIds.join(','), dontRenderText: 'true' },
        schema: cardInfoListSchema,
      }),
    login: (credentials: { email: string; password: string }, recaptchaResponse?: string) =>
      api.request('/api/auth/login', {
        method: 'POST',
        query: { recaptchaResponse },
        body: credentials,
        schema: customerSchema,
      }),
    logout: () => api.request('/api/auth/logout', { method: 'POST' }),
    register: (body: RegistrationBody, recaptchaResponse?: string) =>
      api.request('/api/customers', {
        method: 'POST',
        query: { recaptchaResponse },
        body,
        schema: registrationAnswerSchema,
      }),
    createOfflineAccount: (body: RegistrationBody & { cardNumber: string }, recaptchaResponse?: string) =>
      api.request('/api/customers/offline-account', {
        method: 'POST',
        query: { recaptchaResponse },
        body,
        schema: registrationAnswerSchema,
      }),
    confirmRegistration: (token: string) =>
      api.request('/api/customers/confirmation', { method: 'POST', body: { token }, schema: customerSchema }),
    requestPasswordReset: (email: string, recaptchaResponse?: string) =>
      api.request('/api/auth/password-reset', {
        method: 'POST',
        query: { recaptchaResponse },
        body: { email },
      }),
    resetPassword: (token: string, password: string) =>
      api.request('/api/auth/password-reset/confirm', { method: 'POST', body: { token, password } }),
    changePassword: (oldPassword: string, newPassword: string) =>
      api.request('/api/customers/password', { method: 'PUT', body: { oldPassword, newPassword } }),
    updateProfile: (body: ProfileUpdateBody) =>
      api.request('/api/customers', { method: 'PUT', body, schema: customerSchema }),

    getNewsletterTopics: () => api.request('/api/newsletter-topics', { schema: newsletterTopicListSchema }),
    /** True when the change waits for the shopper's confirmation by e-mail (202, §4). */
    manageNewsletterTopics: async (subscribe: string[], unsubscribe: string[]) => {
      const answer = await api.request('/api/customers/newsletter-topics/manage', {
        method: 'POST',
        body: { subscribe, unsubscribe },
        schema: z.object({ status: z.string().optional() }).passthrough().optional(),
      });
      return answer?.status === 'CONFIRMATION_SENT';
    },
    confirmNewsletterTopics: (token: string) =>
      api.request('/api/customers/newsletter-topics/confirm', { method: 'POST', body: { token } }),
    getCommunicationSettings: () =>
      api.request('/api/customers/communication-settings', { schema: communicationSettingsSchema }),
    updateCommunicationSettings: (settings: CommunicationSettings) =>
      api.request('/api/customers/communication-settings', { method: 'PUT', body: settings }),
    getShoppingSettings: () =>
      api.request('/api/customers/shopping-settings', { schema: shoppingSettingsSchema }),
    updateShoppingSettings: (settings: ShoppingSettings) =>
      api.request('/api/customers/shopping-settings', { method: 'PUT', body: settings }),

    listAddresses: async () =>
      (await api.request('/api/customers/addresses', { schema: customerAddressListSchema })).addresses,
    createAddress: (type: AddressType, address: AddressFields & { primary: boolean }) =>
      api.request(`/api/customers/addresses/${type}`, { method: 'POST', body: address }),
    updateAddress: (type: AddressType, address: AddressFields & { id: string }) =>
      api.request(`/api/customers/addresses/${type}`, { method: 'PUT', body: address }),
    makeAddressPrimary: (id: string) =>
      api.request(`/api/customers/addresses/${encodeURIComponent(id)}/primary`, { method: 'POST' }),
    deleteAddress: (id: string, type: AddressType) =>
      api.request(
        // §7: a combined address has a delete call of its own.
        `/api/customers/addresses/${encodeURIComponent(id)}${type === 'combined' ? '/combined' : ''}`,
        { method: 'DELETE' },
      ),

    /** §7: the store type names the store, MY_STORE_{id}. */
    setFavoriteStore: (storeId: string) =>
      api.request('/api/customers/favorite-store', {
        method: 'POST',
        body: { storeType: `MY_STORE_${storeId}`, storeId },
        schema: customerSchema,
      }),
    getFavorites: () => api.request('/api/customers/favorites', { schema: favoritesSchema }),
    addFavorite: (type: 'PRODUCT' | 'RECIPE', reference: string) =>
      api.request(`/api/customers/favorites/${type}`, { method: 'PUT', body: { reference } }),
    removeFavorite: (type: 'PRODUCT' | 'RECIPE', reference: string) =>
      api.request(`/api/customers/favorites/${type}/${encodeURIComponent(reference)}`, { method: 'DELETE' }),
    getFavoriteProducts: async (source: FavoriteSource, sort: ProductSort) =>
      (
        await api.request('/api/customers/favorites/products', {
          query: { ...favoriteSources[source], sort },
          schema: favoriteProductListSchema,
        })
      ).products,
  };
}

export type CustomerClient = ReturnType<typeof createCustomerClient>;
