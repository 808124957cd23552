module bothy.dev/sync/generated/go

go 1.19
