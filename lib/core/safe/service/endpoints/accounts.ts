import { fillPath } from '../query'
import type { CallOptions, ServiceHttp } from '../request'
import { anyAnswer, delegatesPage } from '../shapes'
import type { ChainIdParam } from '../types/common'
import type { DelegatesPage, DelegatesQuery, RegisterNotificationsRequest } from '../types/accounts'
import type { PageOptions } from './safes'

/** Delegates and push-notification registration. */
export function accountEndpoints(http: ServiceHttp) {
  return {
    getDelegates: async (chainId: ChainIdParam, query?: DelegatesQuery, options?: PageOptions): Promise<DelegatesPage> =>
      http.get(fillPath('/v1/chains/{chainId}/delegates', { chainId }), delegatesPage, { ...options, query }),

    registerDevice: async (body: RegisterNotificationsRequest, options?: CallOptions): Promise<void> => {
      await http.post('/v1/register/notifications', body, anyAnswer, options)
    },

    /** Stop notifications about one Safe on one device. */
    unregisterSafe: async (
      chainId: ChainIdParam,
      safeAddress: string,
      uuid: string,
      options?: CallOptions,
    ): Promise<void> => {
      await http.delete(
        fillPath('/v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe_address}', {
          chainId,
          uuid,
          safe_address: safeAddress,
        }),
        options,
      )
    },

    unregisterDevice: async (chainId: ChainIdParam, uuid: string, options?: CallOptions): Promise<void> => {
      await http.delete(fillPath('/v1/chains/{chainId}/notifications/devices/{uuid}', { chainId, uuid }), options)
    },
  }
}
