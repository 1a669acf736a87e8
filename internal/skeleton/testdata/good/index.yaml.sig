{"schema":"design-skeleton.v1/signature","key_id":"a351ff4caac7decb","sig":"gqFXZCe+HrnwIgvDHIXT50YS+xlcsemZ1gNUarg6BE3OS7XzBS6OC7rUWvU13H+g4j16G5/j1cByeN7hY5ZPBA=="}
