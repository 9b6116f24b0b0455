import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

/** Opens the feature-preview modal on the current page, optionally on one preview. */
export function useOpenFeaturePreviews() {
  const navigate = useNavigate()
  return useCallback(
    (key?: string) => void navigate({ to: '.', search: (prev) => ({ ...prev, featurePreviewModal: key ?? true }) }),
    [navigate],
  )
}

/** Closes it by taking the parameter out of the URL, keeping every other one. */
export function useCloseFeaturePreviews() {
  const navigate = useNavigate()
  return useCallback(
    () => void navigate({ to: '.', search: (prev) => ({ ...prev, featurePreviewModal: undefined }) }),
    [navigate],
  )
}
